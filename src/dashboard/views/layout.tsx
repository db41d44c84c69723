/** The frame of every page: the top bar, the sections, the flash area. */
import type { ComponentChildren } from 'preact';
import { twinSlug } from '../../test-mode/twin.js';
import { isAdmin, SECTIONS } from '../sections.js';
import { Csrf } from './parts.js';

/** Everything the frame shows about the signed-in user and their workspace. */
export interface Frame {
  /** The slug of the side shown: the live workspace's, or its test twin's (`<slug>--test`). */
  readonly slug: string;
  /** The live workspace's slug: where the test-mode switch leads back (another `slug`: the test twin's pages). */
  readonly liveSlug: string;
  readonly workspaceName: string;
  readonly role: string;
  readonly email: string;
  readonly csrf: string;
  readonly unread: number;
  readonly others: readonly { slug: string; name: string }[];
  readonly section: string;
  readonly flash?: string | undefined;
  /** A one-time token for the page's form that shows a secret once. */
  readonly once: string;
}

/** True on the test twin's pages: the switch is on and every page carries the test-mode banner. */
export function inTestMode(frame: Frame): boolean {
  return frame.slug !== frame.liveSlug;
}

/** The section's path on the other side: the same page in test mode, or back in live mode. */
function otherSide(frame: Frame): string {
  const slug = inTestMode(frame) ? frame.liveSlug : twinSlug(frame.liveSlug);
  const section = ['settings', 'account', 'notifications'].includes(frame.section) ? 'overview' : frame.section;
  return `/dashboard/${slug}/${section}`;
}

/** The "Test mode" switch: a link to the same section on the other side, announced as a switch. */
function TestModeSwitch({ frame }: { frame: Frame }) {
  return (
    <a class="mode-switch" role="switch" aria-checked={inTestMode(frame) ? 'true' : 'false'} href={otherSide(frame)}>
      <span class="track" aria-hidden="true">
        <span class="knob" />
      </span>
      Test mode
    </a>
  );
}

/** On every page of test mode: what the reader is looking at, and the way out or to start over. */
function TestModeBanner({ frame }: { frame: Frame }) {
  return (
    <div class="test-banner" role="note" aria-label="Test mode">
      <strong>Test mode.</strong> You are looking at the test data of {frame.workspaceName}: test keys, test webhooks and sample orders.
      Nothing here reaches a customer or counts in live analytics. <a href={otherSide(frame)}>Back to live data</a>
      {frame.role === 'owner' || frame.role === 'admin' ? (
        <>
          {' · '}
          <a href={`/dashboard/${frame.slug}/test-data`}>Delete all test data</a>
        </>
      ) : null}
    </div>
  );
}

function TopBar({ frame }: { frame: Frame }) {
  const base = `/dashboard/${frame.slug}`;
  return (
    <header class="bar">
      <div class="bar-row">
        {frame.others.length > 0 ? (
          <details class="picker">
            <summary>
              <strong>{frame.workspaceName}</strong> <span class="muted">(switch)</span>
            </summary>
            <ul>
              {frame.others.map((w) => (
                <li key={w.slug}>
                  <a href={`/dashboard/${w.slug}`}>{w.name}</a>
                </li>
              ))}
            </ul>
          </details>
        ) : (
          <strong class="workspace">{frame.workspaceName}</strong>
        )}
        <a class="bell" href={`${base}/notifications`} aria-label={`Notifications: ${frame.unread} unread`}>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" class="bell-icon">
            <path d="M8 1.5a4 4 0 0 0-4 4v2.6L2.5 11h11L12 8.1V5.5a4 4 0 0 0-4-4ZM6.5 12.5a1.5 1.5 0 0 0 3 0h-3Z" fill="currentColor" />
          </svg>{' '}
          <span class="count">{frame.unread}</span>
        </a>
        <a class="who" href={`${base}/account`} aria-current={frame.section === 'account' ? 'page' : undefined}>
          {frame.email}
        </a>
        {frame.role === 'owner' ? (
          <a href={`${base}/settings`} aria-current={frame.section === 'settings' ? 'page' : undefined}>
            Settings
          </a>
        ) : null}
        <TestModeSwitch frame={frame} />
        <form method="post" action="/dashboard/logout" class="inline">
          <input type="hidden" name="_csrf" value={frame.csrf} />
          <button type="submit" class="link">Sign out</button>
        </form>
      </div>
      <nav aria-label="Sections">
        <ul>
          {SECTIONS.filter((s) => !s.adminOnly || isAdmin(frame.role)).map((s) => (
            <li key={s.id}>
              <a href={`${base}/${s.id}`} aria-current={s.id === frame.section ? 'page' : undefined}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** A whole page: `<title>` "<Section> · <workspace> · Creator Workspace", the bar when signed in, the flash, the content. */
export function Page(props: { title: string; frame?: Frame | undefined; scripts?: readonly string[]; styles?: readonly string[]; children: ComponentChildren }) {
  const { title, frame, scripts = [], styles = [], children } = props;
  const fullTitle = frame ? `${inTestMode(frame) ? 'Test mode: ' : ''}${title} · ${frame.workspaceName} · Creator Workspace` : `${title} · Creator Workspace`;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <link rel="icon" href="data:," />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="stylesheet" href="/dashboard/assets/app.css" />
        <script src="/dashboard/assets/app.js" defer />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body class={frame && inTestMode(frame) ? 'test-mode' : undefined}>
        <a class="skip" href="#main">
          Skip to content
        </a>
        {frame ? <TopBar frame={frame} /> : null}
        {frame && inTestMode(frame) ? <TestModeBanner frame={frame} /> : null}
        <main id="main">
          {frame?.flash ? (
            <p class="flash" role="status">
              {frame.flash}
            </p>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}

/** A page that makes something new: a link back to its list, the heading, and one POST form with the CSRF token. */
export function CreatePage({ frame, title, list, listLabel, children }: { frame: Frame; title: string; list: string; listLabel: string; children: ComponentChildren }) {
  return (
    <Page title={title} frame={frame}>
      <p>
        <a href={list}>← {listLabel}</a>
      </p>
      <h1>{title}</h1>
      <form method="post" action={list} class="stack">
        <Csrf token={frame.csrf} />
        {children}
      </form>
    </Page>
  );
}
