/** One HTTP attempt of a delivery: undici, 10 s in all, no redirects, the answer read up to a cap. */
import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { BlockedDestinationError, guardedLookup, isBlockedAddress } from './ssrf.js';
import { signatureHeaders } from './signing.js';

/** The receiver's time limit (docs/contract.md#6-webhooks). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Bytes of an answer stored in the attempt log. */
export const STORED_ANSWER_BYTES = 1024;
// Read a little past what is stored so small answers leave the connection reusable; never more.
const READ_CAP_BYTES = 64 * 1024;
/** The User-Agent of every delivery. */
export const USER_AGENT = 'CreatorWorkspace-Webhooks/1.0';

/** What one attempt did. */
export interface AttemptOutcome {
  readonly succeeded: boolean;
  readonly statusCode: number | null;
  /** Why it failed: http_status, redirect, timeout, connection_refused, connection_reset, dns_failure, ssrf_blocked, tls_error, network_error. */
  readonly error: string | null;
  readonly durationMs: number;
  readonly responseBody: string | null;
  /** How long the receiver asked us to wait (Retry-After on 429/503), honoured for the next attempt. */
  readonly retryAfterMs: number | null;
  /** The receiver's Retry-After on any answer, in whole seconds, for the attempt log. */
  readonly retryAfterSeconds: number | null;
}

/** What to send. */
export interface AttemptRequest {
  readonly url: string;
  /** The secrets that sign it, newest first (two during a rotation's overlap). */
  readonly secrets: readonly string[];
  /** A test delivery: sent with X-Service-Test: true. */
  readonly test: boolean;
  readonly deliveryId: string;
  readonly eventName: string;
  readonly body: string;
}

/** An HTTP client for deliveries; `allowPrivate` lifts the SSRF guard. */
export function createAgent(allowPrivate: boolean, connections: number): Agent {
  return new Agent({
    connections,
    headersTimeout: ATTEMPT_TIMEOUT_MS,
    bodyTimeout: ATTEMPT_TIMEOUT_MS,
    keepAliveTimeout: 4_000,
    connect: allowPrivate ? { timeout: ATTEMPT_TIMEOUT_MS } : { timeout: ATTEMPT_TIMEOUT_MS, lookup: guardedLookup },
  });
}

function classify(error: unknown): string {
  const { name, code } = error as { name?: string; code?: string };
  if (error instanceof BlockedDestinationError || code === 'EBLOCKEDDESTINATION') return 'ssrf_blocked';
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'timeout';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return 'connection_reset';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns_failure';
  if (typeof code === 'string' && (code.startsWith('ERR_TLS') || code.includes('CERT'))) return 'tls_error';
  return 'network_error';
}

function retryAfterMs(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= READ_CAP_BYTES) break;
  }
  body.destroy();
  // No text column may hold NUL (PostgreSQL refuses it): a binary answer must not stop the attempt being recorded.
  return Buffer.concat(chunks).subarray(0, STORED_ANSWER_BYTES).toString('utf8').replaceAll('\u0000', '\uFFFD');
}

/** Makes one attempt; never throws. */
export async function attempt(agent: Agent, allowPrivate: boolean, req: AttemptRequest): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    // A lookup hook never sees literal IPs, so they are checked here, before connecting.
    const host = new URL(req.url).hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && isIP(host) !== 0 && isBlockedAddress(host)) throw new BlockedDestinationError(`${host} is a blocked address`);
    const response = await request(req.url, {
      method: 'POST',
      dispatcher: agent,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-service-event': req.eventName,
        'x-service-delivery': req.deliveryId,
        ...(req.test && { 'x-service-test': 'true' }),
        ...signatureHeaders(req.secrets, req.deliveryId, req.body),
      },
      body: req.body,
    });
    const text = await readCapped(response.body);
    const succeeded = response.statusCode >= 200 && response.statusCode < 300;
    const asksToWait = response.statusCode === 429 || response.statusCode === 503;
    const retryAfter = retryAfterMs(response.headers['retry-after']);
    const redirected = response.statusCode >= 300 && response.statusCode < 400;
    return {
      succeeded,
      statusCode: response.statusCode,
      error: succeeded ? null : redirected ? 'redirect' : 'http_status',
      durationMs: elapsed(),
      responseBody: text,
      retryAfterMs: asksToWait ? retryAfter : null,
      retryAfterSeconds: retryAfter === null ? null : Math.min(2_147_483_647, Math.ceil(retryAfter / 1000)),
    };
  } catch (error) {
    return { succeeded: false, statusCode: null, error: classify(error), durationMs: elapsed(), responseBody: null, retryAfterMs: null, retryAfterSeconds: null };
  }
}
