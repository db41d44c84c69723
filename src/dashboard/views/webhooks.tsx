/** Webhooks: the list (status, failures, 24 h success rate), the add form and the edit form. */
import type { FieldErrors } from '../../api-error.js';
import { EVENT_CAUSES, EVENT_NAMES } from '../../webhooks/events.js';
import type { Webhook } from '../../webhooks/schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Csrf, Empty, Errors, Field, Pill, PostButton, Time } from './parts.js';

/** A listed webhook with its attempts of the last 24 hours. */
export interface WebhookRowView {
  readonly webhook: Webhook;
  readonly attempts: number;
  readonly succeeded: number;
}

function successRate(row: WebhookRowView): string {
  return row.attempts === 0 ? 'no attempts' : `${Math.round((row.succeeded / row.attempts) * 100)}% of ${row.attempts}`;
}

/** The webhook list; a disabled webhook stands out and offers Enable in its row. */
export function WebhookList({ frame, rows }: { frame: Frame; rows: readonly WebhookRowView[] }) {
  const base = `/dashboard/${frame.slug}/webhooks`;
  return (
    <Page title="Webhooks" frame={frame}>
      <div class="heading-row">
        <h1>Webhooks</h1>
        <a class="button" href={`${base}/new`}>
          Add webhook
        </a>
      </div>
      {rows.length === 0 ? (
        <Empty>No webhooks yet. Add one to receive events such as order.paid.</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">Status</th>
                <th scope="col">Failures in a row</th>
                <th scope="col">Success (24 h)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const w = row.webhook;
                return (
                  <tr key={w.id} class={w.status === 'disabled' ? 'attention' : undefined}>
                    <td data-label="URL">
                      <a href={`${base}/${w.id}`} class="url">
                        {w.url}
                      </a>
                      {w.description ? <div class="muted url">{shortened(w.description)}</div> : null}
                    </td>
                    <td data-label="Events">{eventList(w.events)}</td>
                    <td data-label="Status">
                      <Pill status={w.status} />
                      {w.status === 'disabled' ? (
                        <div>
                          <span class="muted">
                            after {w.consecutive_failures} failed attempts, <Time value={w.disabled_at} />
                          </span>{' '}
                          <PostButton action={`${base}/${w.id}/enable`} csrf={frame.csrf} label="Enable" />
                        </div>
                      ) : null}
                    </td>
                    <td data-label="Failures in a row">{w.consecutive_failures}</td>
                    <td data-label="Success (24 h)">{successRate(row)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

/** A description as the list shows it: the first line, at most 120 characters (the webhook's page shows all of it). */
function shortened(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 120 || line !== text ? `${line.slice(0, 119).trimEnd()}…` : line;
}

/** A cause's text with its `code` spans. */
function Cause({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

/** Event checkboxes: "all events" or a choice, each event with what causes it (its checkbox's description). */
export function EventChoice({ chosen, errors }: { chosen?: readonly string[] | undefined; errors?: FieldErrors | undefined }) {
  return (
    <fieldset aria-describedby={errors?.['events'] ? 'field-events-errors' : undefined}>
      <legend>Events</legend>
      <label class="check">
        <input type="checkbox" name="events" value="*" checked={chosen?.includes('*')} /> All events (<code>*</code>), including ones added later
      </label>
      <dl class="event-choice">
        {EVENT_NAMES.map((name) => {
          const cause = `cause-${name.replace('.', '-')}`;
          return (
            <div key={name}>
              <dt>
                <label class="check">
                  <input type="checkbox" name="events" value={name} checked={chosen?.includes(name)} aria-describedby={cause} /> <code>{name}</code>
                </label>
              </dt>
              <dd id={cause} class="muted">
                <Cause text={EVENT_CAUSES[name]} />
              </dd>
            </div>
          );
        })}
      </dl>
      <Errors id="field-events" messages={errors?.['events']} />
    </fieldset>
  );
}

/** What a webhook form shows: what was typed after a refusal, else the stored values (nothing for a new one). */
export interface WebhookDraft {
  readonly url?: string | undefined;
  readonly description?: string | undefined;
  readonly chosen?: readonly string[] | undefined;
}

/** The errors that belong to no field of the form, above it. */
function OtherErrors({ errors }: { errors?: FieldErrors | undefined }) {
  const other = Object.entries(errors ?? {}).filter(([field]) => !['url', 'events', 'description'].includes(field));
  if (other.length === 0) return null;
  return (
    <ul class="errors" role="alert">
      {other.flatMap(([, messages]) => messages).map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}

/** The fields of the add and edit forms. */
function WebhookFields({ draft, errors }: { draft: WebhookDraft; errors?: FieldErrors | undefined }) {
  return (
    <>
      <OtherErrors errors={errors} />
      <Field name="url" label="URL" type="url" value={draft.url} errors={errors} required maxLength={2048} hint="The http(s) address of your receiver (https in production). Each delivery is a signed POST." />
      <Field name="description" label="Description (optional)" value={draft.description} errors={errors} multiline rows={2} maxLength={500} hint="What it is for, for your team: “Discord bot: new orders to #sales”. Up to 500 characters." />
      <EventChoice chosen={draft.chosen} errors={errors} />
    </>
  );
}

/** The add form. */
export function NewWebhook({ frame, draft = {}, errors }: { frame: Frame; draft?: WebhookDraft; errors?: FieldErrors | undefined }) {
  return (
    <Page title="Add webhook" frame={frame}>
      <h1>Add a webhook</h1>
      <form method="post" action={`/dashboard/${frame.slug}/webhooks`} class="stack">
        <input type="hidden" name="_csrf" value={frame.csrf} />
        <input type="hidden" name="_once" value={frame.once} />
        <WebhookFields draft={draft} errors={errors} />
        <div class="actions">
          <button type="submit">Add webhook</button> <a href={`/dashboard/${frame.slug}/webhooks`}>Cancel</a>
        </div>
      </form>
    </Page>
  );
}

/** The edit form: URL, description and events; the secret and the delivery log are kept. */
export function EditWebhook({ frame, webhook, draft, errors }: { frame: Frame; webhook: Webhook; draft?: WebhookDraft; errors?: FieldErrors | undefined }) {
  const page = `/dashboard/${frame.slug}/webhooks/${webhook.id}`;
  const values: WebhookDraft = draft ?? { url: webhook.url, description: webhook.description ?? '', chosen: webhook.events };
  return (
    <Page title="Edit webhook" frame={frame}>
      <p>
        <a href={page}>← Webhook</a>
      </p>
      <h1>
        Edit webhook <span class="url muted">{webhook.url}</span>
      </h1>
      <p class="muted">Its signing secret and delivery log are kept. A new URL is checked exactly as when a webhook is added.</p>
      <form method="post" action={`${page}/edit`} class="stack">
        <Csrf token={frame.csrf} />
        <WebhookFields draft={values} errors={errors} />
        <div class="actions">
          <button type="submit">Save webhook</button> <a href={page}>Cancel</a>
        </div>
      </form>
    </Page>
  );
}

/** The events a webhook receives, in words: `*` is "all events". */
export function eventList(events: readonly string[]): string {
  return events.includes('*') ? 'all events (*)' : events.join(', ');
}
