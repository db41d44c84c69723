/** One delivery: its attempts, what was sent, and Redeliver. */
import type { DeliveryDetail } from '../../webhooks/delivery-schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Empty, Pill, PostButton, Time } from './parts.js';

/** The delivery page. */
export function DeliveryPage({ frame, webhookId, delivery, body }: { frame: Frame; webhookId: number; delivery: DeliveryDetail; body: string | undefined }) {
  const base = `/dashboard/${frame.slug}/webhooks/${webhookId}`;
  return (
    <Page title={`Delivery ${delivery.id}`} frame={frame}>
      <p>
        <a href={base}>← Webhook {webhookId}</a>
      </p>
      <h1>
        {delivery.event} <code>{delivery.id}</code>
      </h1>
      <dl class="settings">
        <dt>Status</dt>
        <dd>
          <Pill status={delivery.status} />
        </dd>
        <dt>Attempts</dt>
        <dd>{delivery.attempts}</dd>
        <dt>Created</dt>
        <dd>
          <Time value={delivery.created_at} />
        </dd>
        <dt>Next attempt</dt>
        <dd>
          <Time value={delivery.next_attempt_at} never="none planned" />
        </dd>
      </dl>
      <PostButton action={`${base}/deliveries/${delivery.id}/redeliver`} csrf={frame.csrf} label="Redeliver" />
      <h2>Attempts</h2>
      {delivery.attempts.length === 0 ? (
        <Empty>No attempt yet.</Empty>
      ) : (
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Time</th>
                <th scope="col">Result</th>
                <th scope="col">Duration</th>
                <th scope="col">Answer (first 1 KiB)</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((a) => (
                <tr key={a.attempt}>
                  <td>{a.attempt}</td>
                  <td>
                    <Time value={a.attempted_at} />
                  </td>
                  <td>
                    {a.status_code ?? ''} {a.error ?? (a.status_code !== null && a.status_code < 300 ? 'ok' : '')}
                    {a.retry_after !== null ? <span class="muted"> (Retry-After {a.retry_after} s)</span> : null}
                  </td>
                  <td>{a.duration_ms} ms</td>
                  <td>{a.response_body ? <pre class="answer">{a.response_body}</pre> : <span class="muted">empty</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Request body</h2>
      {body === undefined ? <Empty>The event is past the retention period.</Empty> : <pre class="answer">{body}</pre>}
    </Page>
  );
}
