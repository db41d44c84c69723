/** Webhooks: the list (status, failures, 24 h success rate) and the add form. */
import type { FieldErrors } from '../../http/errors.js';
import { EVENT_NAMES } from '../../webhooks/events.js';
import type { Webhook } from '../../webhooks/schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Empty, Errors, Field, Pill, PostButton, Time } from './parts.js';

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

/** Event checkboxes: "all events" or a choice. */
export function EventChoice({ chosen, errors }: { chosen?: readonly string[] | undefined; errors?: FieldErrors | undefined }) {
  return (
    <fieldset aria-describedby={errors?.['events'] ? 'field-events-errors' : undefined}>
      <legend>Events</legend>
      <label class="check">
        <input type="checkbox" name="events" value="*" checked={chosen?.includes('*')} /> All events (<code>*</code>), including ones added later
      </label>
      <div class="columns">
        {EVENT_NAMES.map((name) => (
          <label class="check" key={name}>
            <input type="checkbox" name="events" value={name} checked={chosen?.includes(name)} /> <code>{name}</code>
          </label>
        ))}
      </div>
      <Errors id="field-events" messages={errors?.['events']} />
    </fieldset>
  );
}

/** The add form. */
export function NewWebhook({ frame, url, chosen, errors }: { frame: Frame; url?: string; chosen?: readonly string[]; errors?: FieldErrors | undefined }) {
  const other = errors ? Object.entries(errors).filter(([field]) => field !== 'url' && field !== 'events') : [];
  return (
    <Page title="Add webhook" frame={frame}>
      <h1>Add a webhook</h1>
      <form method="post" action={`/dashboard/${frame.slug}/webhooks`} class="stack">
        <input type="hidden" name="_csrf" value={frame.csrf} />
        <input type="hidden" name="_once" value={frame.once} />
        {other.length > 0 ? (
          <ul class="errors" role="alert">
            {other.flatMap(([, messages]) => messages).map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        ) : null}
        <Field name="url" label="URL" type="url" value={url} errors={errors} required maxLength={2048} hint="The http(s) address of your receiver (https in production). Each delivery is a signed POST." />
        <EventChoice chosen={chosen} errors={errors} />
        <div class="actions">
          <button type="submit">Add webhook</button> <a href={`/dashboard/${frame.slug}/webhooks`}>Cancel</a>
        </div>
      </form>
    </Page>
  );
}

/** The events a webhook receives, in words: `*` is "all events". */
export function eventList(events: readonly string[]): string {
  return events.includes('*') ? 'all events (*)' : events.join(', ');
}
