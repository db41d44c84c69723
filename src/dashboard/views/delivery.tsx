/** One delivery: its attempts, what was sent, and Redeliver. */
import type { DeliveryDetail } from '../../webhooks/delivery-schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Empty, Pill, PostButton, Time } from './parts.js';

/** The delivery page. */
export function DeliveryPage({ frame, webhookId, webhookUrl, delivery, body }: { frame: Frame; webhookId: number; webhookUrl: string; delivery: DeliveryDetail; body: string | undefined }) {
  const base = `/dashboard/${frame.slug}/webhooks/${webhookId}`;
  return (
    <Page title={`Delivery of ${delivery.event}`} frame={frame}>
      <p>
        <a href={base}>← {webhookUrl}</a>
      </p>
      <h1 class="url">
        {delivery.event} <code>{delivery.id}</code>
      </h1>
      <dl class="settings">
        <dt>Status</dt>
        <dd>
          <Pill status={delivery.status} />
        </dd>
        <dt>Attempts</dt>
        <dd>{delivery.attempts.length}</dd>
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
          <table class="stacked">
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
                  <td data-label="#">{a.attempt}</td>
                  <td data-label="Time">
                    <Time value={a.attempted_at} />
                  </td>
                  <td data-label="Result">
                    {a.status_code ?? ''} {a.error ? errorInWords(a.error) : a.status_code !== null && a.status_code < 300 ? 'ok' : ''}
                    {a.retry_after !== null ? <span class="muted"> (Retry-After {a.retry_after} s)</span> : null}
                  </td>
                  <td data-label="Duration">{a.duration_ms} ms</td>
                  <td data-label="Answer (first 1 KiB)">{a.response_body ? <pre class="answer">{a.response_body}</pre> : <span class="muted">empty</span>}</td>
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

const ERROR_WORDS: Record<string, string> = {
  http_status: 'the receiver answered with an error status',
  redirect: 'the receiver answered with a redirect (not followed)',
  timeout: 'no answer within 10 s',
  connection_refused: 'connection refused',
  connection_reset: 'connection reset',
  dns_failure: 'address not found',
  ssrf_blocked: 'refused: the address is private',
  tls_error: 'TLS (certificate) error',
  network_error: 'network error',
};

/** An attempt's error kind in words, with the kind itself for whoever searches the logs. */
export function errorInWords(kind: string): string {
  const words = ERROR_WORDS[kind];
  return words ? `${words} (${kind})` : kind;
}
