/** Account (every user: password and sessions) and workspace Settings (owners: name, currency, live-status threshold). */
import type { FieldErrors } from '../../api-error.js';
import { Page, type Frame } from './layout.js';
import { Csrf, Field, PostButton, Time } from './parts.js';

/** One of the user's sessions as the account page lists it. */
export interface SessionView {
  readonly id: number;
  readonly created_at: string;
  readonly lastSeen: string;
  readonly current: boolean;
  /** The browser and system, as read from its User-Agent ("Firefox on Linux"), or "Unknown device". */
  readonly device: string;
  readonly address: string | null;
}

/** "Firefox on Linux" from a User-Agent: enough to recognise one's own devices. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : /curl\//.test(userAgent) ? 'curl' : 'A browser';
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : undefined;
  return system ? `${browser} on ${system}` : browser;
}

/** The account page. */
export function Account({ frame, sessions, errors }: { frame: Frame; sessions: readonly SessionView[]; errors?: FieldErrors | undefined }) {
  return (
    <Page title="Account" frame={frame}>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{frame.email}</strong>.
      </p>
      <h2>Change your password</h2>
      <form method="post" action={`/dashboard/${frame.slug}/account/password`} class="stack">
        <Csrf token={frame.csrf} />
        <Field name="current_password" label="Current password" type="password" errors={errors} required />
        <Field name="new_password" label="New password" type="password" errors={errors} hint="At least 12 characters. Your other sessions end when it changes." required />
        <button type="submit">Change password</button>
      </form>
      <h2>Your sessions</h2>
      <p>Every browser signed in as you. End any you do not recognise; a new password ends all but this one.</p>
      <div class="scroll">
        <table class="stacked">
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last active</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td data-label="Device">{s.device}</td>
                <td data-label="Address" class="mono">
                  {s.address ?? 'unknown'}
                </td>
                <td data-label="Signed in">
                  <Time value={s.created_at} />
                </td>
                <td data-label="Last active">
                  <Time value={s.lastSeen} />
                </td>
                <td>
                  {s.current ? (
                    <strong>This session</strong>
                  ) : (
                    <PostButton action={`/dashboard/${frame.slug}/account/sessions/${s.id}/end`} csrf={frame.csrf} label="End" confirm={`End the session of ${s.device}? It is signed out at once.`} danger />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sessions.some((s) => !s.current) ? (
        <PostButton action={`/dashboard/${frame.slug}/account/sessions/end-others`} csrf={frame.csrf} label="End all other sessions" confirm="Sign out every other browser signed in as you?" danger />
      ) : null}
    </Page>
  );
}

/** What the settings form shows: typed values after a refusal, else the stored ones. */
export interface SettingsDraft {
  readonly name: string;
  readonly currency: string;
  readonly threshold: string;
  readonly errors?: FieldErrors | undefined;
}

/** The workspace settings page (owners). */
export function Settings({ frame, draft, defaultThreshold }: { frame: Frame; draft: SettingsDraft; defaultThreshold: number }) {
  return (
    <Page title="Settings" frame={frame}>
      <h1>Workspace settings</h1>
      <form method="post" action={`/dashboard/${frame.slug}/settings`} class="stack">
        <Csrf token={frame.csrf} />
        <Field name="name" label="Name" value={draft.name} errors={draft.errors} required maxLength={100} />
        <Field name="currency" label="Currency" value={draft.currency} errors={draft.errors} hint="Three letters, such as USD: the default currency of new products." required maxLength={3} />
        <Field
          name="threshold"
          label="Live-status threshold"
          value={draft.threshold}
          errors={draft.errors}
          hint={`The fewest players a zone needs before its count is shown (1–1,000). Empty: the server's default, ${defaultThreshold}. Applies to the next status answer.`}
          inputMode="decimal"
          maxLength={4}
        />
        <button type="submit">Save settings</button>
      </form>
    </Page>
  );
}
