/** One HTTP exchange with the API: authentication, JSON, typed errors, and retries that honour Retry-After. */
import { randomUUID } from 'node:crypto';
import { CreatorWorkspaceConnectionError, CreatorWorkspaceError, type ErrorCode, type FieldErrors } from './errors.js';

/** How the client talks to the API. */
export interface ClientOptions {
  /** An API key (`cwk_…`). Typed to take `process.env.X` as it is; a missing key throws at construction. */
  apiKey: string | undefined;
  /** The API's base URL, ending in `/api/v1`. Default `http://127.0.0.1:3000/api/v1`. */
  baseUrl?: string;
  /** Retries of a request that got 429 or 503, or no answer. Default 2. */
  maxRetries?: number;
  /** The longest wait the client accepts before a retry, in seconds; a longer Retry-After is thrown instead. Default 60. */
  maxRetryWaitSeconds?: number;
  /** Time limit of one attempt, in milliseconds. Default 30,000. */
  timeoutMs?: number;
  /** The fetch to use (default the platform's). */
  fetch?: typeof fetch;
}

/** Options of one call. */
export interface RequestOptions {
  /** Idempotency-Key of a POST. The client makes one up when absent, so its retries never do the work twice. */
  idempotencyKey?: string;
  /** Cancels the call. */
  signal?: AbortSignal;
}

/** What a request carries. */
export interface RequestInit {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Record<string, string | number | boolean | undefined> | undefined;
  readonly body?: unknown;
  readonly options?: RequestOptions | undefined;
  /** The answer is text (CSV), not JSON. */
  readonly text?: boolean;
}

/** The SDK's version, sent in its User-Agent. */
export const VERSION = '1.0.0';
const DEFAULT_BASE_URL = 'http://127.0.0.1:3000/api/v1';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** Sends requests to one API with one key. */
export class Transport {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    if (typeof options.apiKey !== 'string' || options.apiKey === '') throw new TypeError('Creator Workspace: a key is required (apiKey cwk_…, or an ingest token cwi_…)');
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Sends `init`, retrying 429, 503 and network failures; the parsed JSON answer, or a typed error. */
  /** The address of `path` with the query parameters that have a value. */
  private urlOf(path: string, query: Record<string, string | number | boolean | undefined> = {}): URL {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url;
  }

  async request<T>(init: RequestInit): Promise<T> {
    const url = this.urlOf(init.path, init.query);
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.apiKey}`, accept: init.text === true ? 'text/csv, application/json' : 'application/json', 'user-agent': `creator-workspace-sdk/${VERSION}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    // Every POST carries a key, so retrying one after a lost answer never does the work twice.
    if (init.method === 'POST') headers['idempotency-key'] = init.options?.idempotencyKey ?? randomUUID();
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const maxRetries = this.options.maxRetries ?? 2;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        const signals = [AbortSignal.timeout(this.options.timeoutMs ?? 30_000), ...(init.options?.signal ? [init.options.signal] : [])];
        response = await this.fetch(url, { method: init.method, headers, body, signal: AbortSignal.any(signals) });
      } catch (error) {
        if (init.options?.signal?.aborted) throw error;
        if (attempt < maxRetries) {
          await sleep(backoff(attempt), init.options?.signal);
          continue;
        }
        throw new CreatorWorkspaceConnectionError(`${init.method} ${url.pathname}: no answer from ${this.baseUrl} (${describe(error)})`, { cause: error });
      }
      if (response.ok) return (init.text === true ? await response.text() : await response.json()) as T;
      const failure = await toError(response);
      const wait = failure.retryAfter === undefined ? backoff(attempt) : failure.retryAfter * 1000;
      const retryable = failure.status === 429 || failure.status === 503;
      if (!retryable || attempt >= maxRetries || wait > (this.options.maxRetryWaitSeconds ?? 60) * 1000) throw failure;
      await sleep(wait, init.options?.signal);
    }
  }

  /** One attempt at a stream: the open answer (its body still arriving), or the typed error. */
  async open(path: string, query: Record<string, string | undefined>, lastEventId: string | undefined, signal?: AbortSignal): Promise<Response> {
    const url = this.urlOf(path, query);
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.apiKey}`, accept: 'text/event-stream', 'user-agent': `creator-workspace-sdk/${VERSION}` };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    // The time limit covers the headers only: the body of a stream goes on for as long as it is read.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('no answer in time')), this.options.timeoutMs ?? 30_000);
    let response: Response;
    try {
      // AbortSignal.any holds no listener on the caller's signal past the stream's life.
      response = await this.fetch(url, { headers, signal: signal ? AbortSignal.any([controller.signal, signal]) : controller.signal });
    } catch (error) {
      throw new CreatorWorkspaceConnectionError(`GET ${url.pathname}: no answer from ${this.baseUrl} (${describe(error)})`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw await toError(response);
    return response;
  }
}

/** 0.5 s, 1 s, 2 s … with ±25 % jitter, when the API did not say how long to wait. */
function backoff(attempt: number): number {
  return 500 * 2 ** attempt * (0.75 + Math.random() * 0.5);
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}

async function toError(response: Response): Promise<CreatorWorkspaceError> {
  const text = await response.text();
  let parsed: { error?: unknown; message?: unknown; errors?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not our envelope (a proxy's page): keep the status, say what came back.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new CreatorWorkspaceError({
    status: response.status,
    code: (typeof parsed.error === 'string' ? parsed.error : 'internal_error') as ErrorCode,
    message: typeof parsed.message === 'string' ? parsed.message : `HTTP ${response.status}: ${text.slice(0, 200)}`,
    ...(typeof parsed.errors === 'object' && parsed.errors !== null ? { fields: parsed.errors as FieldErrors } : {}),
    ...(response.headers.get('x-request-id') ? { requestId: response.headers.get('x-request-id') as string } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 && response.headers.has('retry-after') ? { retryAfter } : {}),
  });
}
