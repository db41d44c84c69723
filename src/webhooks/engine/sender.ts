/** One HTTP attempt of a delivery: undici, 10 s in all, no redirects, the answer read up to a cap. */
import { Agent, type Dispatcher } from 'undici';
import { BlockedDestinationError, guardedLookup, isBlockedAddress, literalAddress } from './ssrf.js';
import { signatureHeaders } from './signing.js';

/** The receiver's time limit (docs/contract.md#6-webhooks). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Bytes of an answer stored in the attempt log. */
export const STORED_ANSWER_BYTES = 1024;
/** Bytes of an answer read at most. */
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

/** The 10 s limit of a whole attempt, however the receiver answers (a trickle of bytes included). */
class AttemptTimeout extends Error {
  override readonly name = 'TimeoutError';
}

/** The answer reached READ_CAP_BYTES: what was read is kept, the rest is not read. */
class AnswerCapped extends Error {}

/** What is stored of an answer's first bytes. */
function storedAnswer(chunks: readonly Buffer[]): string {
  // No text column may hold NUL (PostgreSQL refuses it): a binary answer must not stop the attempt being recorded.
  return Buffer.concat(chunks).subarray(0, STORED_ANSWER_BYTES).toString('utf8').replaceAll('\u0000', '\uFFFD');
}

/** The outcome of an attempt the receiver answered with `statusCode`. */
function answered(statusCode: number, retryAfterHeader: string | string[] | undefined, body: string, durationMs: number): AttemptOutcome {
  const succeeded = statusCode >= 200 && statusCode < 300;
  const asksToWait = statusCode === 429 || statusCode === 503;
  const retryAfter = retryAfterMs(retryAfterHeader);
  const redirected = statusCode >= 300 && statusCode < 400;
  return {
    succeeded,
    statusCode,
    error: succeeded ? null : redirected ? 'redirect' : 'http_status',
    durationMs,
    responseBody: body,
    retryAfterMs: asksToWait ? retryAfter : null,
    retryAfterSeconds: retryAfter === null ? null : Math.min(2_147_483_647, Math.ceil(retryAfter / 1000)),
  };
}

function unanswered(error: unknown, durationMs: number): AttemptOutcome {
  return { succeeded: false, statusCode: null, error: classify(error), durationMs, responseBody: null, retryAfterMs: null, retryAfterSeconds: null };
}

/**
 * Makes one attempt; never throws, and resolves within ATTEMPT_TIMEOUT_MS whatever the receiver does. It goes
 * through undici's dispatcher directly, reading the answer as it arrives: `request()` wraps every answer in a
 * stream and every attempt in an AbortSignal, which cost as much as the rest of the request (bench:webhooks).
 */
export function attempt(agent: Agent, allowPrivate: boolean, req: AttemptRequest): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let controller: Dispatcher.DispatchController | undefined;
    let statusCode = 0;
    let retryAfter: string | string[] | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    // What the receiver answered, with the first bytes read (all of them, or up to the cap).
    const answer = () => answered(statusCode, retryAfter, storedAnswer(chunks), elapsed());
    const finish = (outcome: AttemptOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      const timeout = new AttemptTimeout();
      finish(unanswered(timeout, elapsed()));
      controller?.abort(timeout);
    }, ATTEMPT_TIMEOUT_MS);
    timer.unref();
    // A bad URL, a blocked address or anything dispatch throws ends the attempt as a failure, never as a throw.
    try {
      const target = new URL(req.url);
      // A lookup hook never sees literal IPs, so they are checked here, before connecting.
      const literal = literalAddress(target.hostname);
      if (!allowPrivate && literal !== undefined && isBlockedAddress(literal)) throw new BlockedDestinationError(`${literal} is a blocked address`);
      agent.dispatch(
        {
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            'x-service-event': req.eventName,
            'x-service-delivery': req.deliveryId,
            ...(req.test && { 'x-service-test': 'true' }),
            ...signatureHeaders(req.secrets, req.deliveryId, req.body),
          },
          body: req.body,
        },
        {
          onRequestStart(started) {
            controller = started;
            if (done) started.abort(new AttemptTimeout());
          },
          onResponseStart(_controller, status, headers) {
            statusCode = status;
            retryAfter = headers['retry-after'];
          },
          onResponseData(current, chunk) {
            chunks.push(chunk);
            size += chunk.length;
            // Read a little past what is stored so small answers leave the connection reusable; never more.
            if (size >= READ_CAP_BYTES) current.abort(new AnswerCapped());
          },
          onResponseEnd() {
            finish(answer());
          },
          onResponseError(_controller, error) {
            finish(error instanceof AnswerCapped ? answer() : unanswered(error, elapsed()));
          },
        },
      );
    } catch (error) {
      finish(unanswered(error, elapsed()));
    }
  });
}
