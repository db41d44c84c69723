/** One webhook: its settings (with Edit), its operations (test, rotate, recover, enable, delete) and its delivery log. */
import type { FieldErrors } from '../../api-error.js';
import type { Delivery } from '../../webhooks/delivery-schema.js';
import { LISTED_STATUSES } from '../../webhooks/delivery-schema.js';
import { EVENT_NAMES } from '../../webhooks/events.js';
import type { Webhook } from '../../webhooks/schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Csrf, Empty, Errors, Pager, Pill, PostButton, Time } from './parts.js';
import { eventList } from './webhooks.js';

/** What the webhook page shows. */
export interface WebhookPageData {
  readonly frame: Frame;
  readonly webhook: Webhook;
  readonly deliveries: readonly Delivery[];
  readonly status: string | undefined;
  readonly page: number;
  readonly pages: number;
  readonly errors?: FieldErrors | undefined;
  /** Which operation's form the errors belong to. */
  readonly failed?: 'test' | 'recover' | 'rotate' | undefined;
  readonly since?: string | undefined;
}

/** The overlaps offered when rotating: how long the old secret keeps signing. */
export const OVERLAPS = [
  { seconds: 0, label: 'No overlap: the old secret stops now' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day (recommended)' },
  { seconds: 604_800, label: '7 days' },
] as const;

function Operations({ frame, webhook, errors, since, failed }: Pick<WebhookPageData, 'frame' | 'webhook' | 'errors' | 'since' | 'failed'>) {
  const base = `/dashboard/${frame.slug}/webhooks/${webhook.id}`;
  // Errors about the webhook itself (disabled…) go under the form that was sent.
  const about = (form: WebhookPageData['failed']) => (failed === form ? Object.values(errors ?? {}).flat() : undefined);
  return (
    <div class="panels">
      <form method="post" action={`${base}/test`} class="panel stack">
        <h2>Send test event</h2>
        <Csrf token={frame.csrf} />
        <div class="field">
          <label for="test-event">Event</label>
          <select id="test-event" name="event" aria-describedby={failed === 'test' ? 'test-event-errors' : undefined}>
            {EVENT_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <Errors id="test-event" messages={about('test')} />
        </div>
        <button type="submit">Send test event</button>
      </form>
      <form method="post" action={`${base}/recover`} class="panel stack">
        <h2>Recover</h2>
        <Csrf token={frame.csrf} />
        <div class="field">
          <label for="field-since">Resend everything that failed since (UTC)</label>
          <input id="field-since" name="since" type="datetime-local" required value={since ?? ''} aria-describedby={failed === 'recover' ? 'field-since-errors' : undefined} />
          <Errors id="field-since" messages={about('recover')} />
        </div>
        <button type="submit">Recover</button>
      </form>
      <form method="post" action={`${base}/rotate`} class="panel stack" data-confirm={rotateQuestion(webhook)}>
        <h2>Rotate secret</h2>
        <Csrf token={frame.csrf} />
        <input type="hidden" name="_once" value={frame.once} />
        <div class="field">
          <label for="overlap">Keep the old secret signing for</label>
          <select id="overlap" name="previous_valid_seconds" aria-describedby={failed === 'rotate' ? 'overlap-errors' : undefined}>
            {OVERLAPS.map((o) => (
              <option key={o.seconds} value={String(o.seconds)} selected={o.seconds === 86_400}>
                {o.label}
              </option>
            ))}
          </select>
          <Errors id="overlap" messages={about('rotate')} />
        </div>
        <button type="submit">Rotate secret</button>
      </form>
    </div>
  );
}

function DeliveryLog({ frame, webhook, deliveries, status, page, pages }: WebhookPageData) {
  const base = `/dashboard/${frame.slug}/webhooks/${webhook.id}`;
  return (
    <section aria-labelledby="log-title">
      <div class="heading-row">
        <h2 id="log-title">Deliveries</h2>
        <nav aria-label="Filter deliveries" class="tabs">
          <a href={base} aria-current={status === undefined ? 'page' : undefined}>
            all
          </a>
          {LISTED_STATUSES.map((s) => (
            <a key={s} href={`${base}?status=${s}`} aria-current={status === s ? 'page' : undefined}>
              {s}
            </a>
          ))}
        </nav>
      </div>
      {deliveries.length === 0 ? (
        <Empty>{status ? `No ${status} deliveries.` : 'No deliveries yet. Send a test event to see one here.'}</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Delivery</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Created</th>
                <th scope="col">Last answer</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td data-label="Event">{d.event}</td>
                  <td data-label="Delivery">
                    <a href={`${base}/deliveries/${d.id}`}>
                      <code>{d.id}</code>
                    </a>
                  </td>
                  <td data-label="Status">
                    <Pill status={d.status} />
                  </td>
                  <td data-label="Attempts">{d.attempts}</td>
                  <td data-label="Created">
                    <Time value={d.created_at} />
                  </td>
                  <td data-label="Last answer">{d.last_status_code ?? <span class="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={(p) => `${base}?page=${p}${status ? `&status=${status}` : ''}`} />
    </section>
  );
}

/** The webhook page. */
export function WebhookPage(data: WebhookPageData) {
  const { frame, webhook } = data;
  const base = `/dashboard/${frame.slug}/webhooks/${webhook.id}`;
  return (
    <Page title={`Webhook ${webhook.url}`} frame={frame}>
      <p>
        <a href={`/dashboard/${frame.slug}/webhooks`}>← Webhooks</a>
      </p>
      <div class="heading-row">
        <h1 class="url">{webhook.url}</h1>
        <a class="button" href={`${base}/edit`}>
          Edit
        </a>
      </div>
      {webhook.status === 'disabled' ? (
        <div class="alert" role="alert">
          <p>
            Disabled <Time value={webhook.disabled_at} /> after {webhook.consecutive_failures} failed attempts in a row. Its deliveries are held, not lost: enabling sends them, oldest first.
          </p>
          <PostButton action={`${base}/enable`} csrf={frame.csrf} label="Enable" />
        </div>
      ) : null}
      <dl class="settings">
        <dt>Description</dt>
        <dd class="url">{webhook.description ?? <span class="muted">none</span>}</dd>
        <dt>Status</dt>
        <dd>
          <Pill status={webhook.status} />
        </dd>
        <dt>Events</dt>
        <dd>{eventList(webhook.events)}</dd>
        <dt>Failures in a row</dt>
        <dd>{webhook.consecutive_failures}</dd>
        <dt>Created</dt>
        <dd>
          <Time value={webhook.created_at} />
        </dd>
      </dl>
      <Operations {...data} />
      <DeliveryLog {...data} />
      <h2>Delete</h2>
      <p>Deleting stops every delivery to this URL; what was still to be sent is canceled.</p>
      <PostButton action={`${base}/delete`} csrf={frame.csrf} label="Delete webhook" danger confirm={deleteQuestion(webhook)} />
    </Page>
  );
}

/** The question asked before deleting, naming the webhook. */
export function deleteQuestion(webhook: { url: string }): string {
  return `Delete the webhook ${webhook.url}? Deliveries still to be sent are canceled.`;
}

/** The question asked before rotating. */
export function rotateQuestion(webhook: { url: string }): string {
  return `Rotate the signing secret of ${webhook.url}? The new secret is shown once; receivers must switch to it before the overlap ends.`;
}
