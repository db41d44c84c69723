/**
 * The front door of cached answers (a piece of the fast path): a GET of an operation whose answer is cached is
 * admitted as every request is (admission.ts) before Fastify sees it, and answered from memory when the answer is
 * kept under the versions the caller sees now, with the same headers, log line and metrics Fastify would give.
 * Anything else goes on to Fastify, whose hook asks admission again and gets the same admission or refusal (nothing
 * is checked or counted twice): the door only ever answers 200 with a body Fastify itself serialized for that URL.
 *
 * Routing, the request and reply objects, the hooks and the child logger of Fastify were two thirds of the cost
 * of a cached answer; a cached answer needs none of them.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:mixed +21 % on SQLite (+3 % on
 * PostgreSQL, where each request still reads its key).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Scope } from '../keys/scopes.js';
import type { HttpMetrics } from '../http/http-metrics.js';
import { JSON_TYPE, type AnswerCache, type CachedAnswer } from './answer-cache.js';
import type { CacheRule } from '../http/cached-read.js';
import { requestIdFrom } from '../http/connections.js';
import { rateHeaders, type Admission } from '../http/admission.js';
import type { RateDecision } from '../rate-limit/store.js';
import { loggedMs, REQUEST_MESSAGE } from '../http/request-log.js';

/** A path the door may route itself: plain characters, no segment longer than Fastify's parameter limit (100). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]{1,100})+$/;

/** An authenticated GET route, as the door needs it. */
export interface DoorRoute {
  /** The route pattern (`/api/v1/products/:id`), for the log line and the metrics. */
  readonly url: string;
  readonly scope: Scope | null;
  readonly cache: CacheRule | undefined;
}

/**
 * Finds the route of a path among the authenticated GET routes, as Fastify's router does for these patterns:
 * static routes before parametric ones, a parameter being one non-empty path segment.
 */
export class DoorRoutes {
  private readonly fixed = new Map<string, DoorRoute>();
  private readonly parametric: { pattern: RegExp; names: string[]; route: DoorRoute }[] = [];

  /** The authenticated GET routes `app` will have (an onRoute hook: make it before the routes are registered). */
  static of(app: FastifyInstance): DoorRoutes {
    const routes = new DoorRoutes();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const scope = route.config?.scope;
      if (methods.includes('GET') && scope !== undefined) routes.add({ url: route.url, scope, cache: route.config?.cached?.rule });
    });
    return routes;
  }

  private add(route: DoorRoute): void {
    if (!route.url.includes(':')) {
      this.fixed.set(route.url, route);
      return;
    }
    const names: string[] = [];
    const escaped = route.url.split('/').map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    });
    this.parametric.push({ pattern: new RegExp(`^${escaped.join('/')}$`), names, route });
  }

  /**
   * The route of `path` with its parameters, or undefined when the door should not answer it: a path with
   * characters that need decoding (Fastify's router decodes, and refuses bad encodings) or a segment longer than
   * Fastify's parameter limit is left to Fastify, so the door never admits a request Fastify would answer 404
   * without checks.
   */
  match(path: string): { route: DoorRoute; params: Record<string, string> } | undefined {
    if (!PLAIN_PATH.test(path)) return undefined;
    const fixed = this.fixed.get(path);
    if (fixed !== undefined) return { route: fixed, params: {} };
    for (const { pattern, names, route } of this.parametric) {
      const found = pattern.exec(path);
      if (found === null) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = found[i + 1] as string));
      return { route, params };
    }
    return undefined;
  }
}

/** What the door needs. */
export interface FrontOptions {
  readonly admission: Admission;
  readonly answers: AnswerCache;
  readonly routes: DoorRoutes;
  readonly log: FastifyBaseLogger;
  readonly metrics: HttpMetrics | undefined;
}

/** Answers `req` (true) or hands it to Fastify (false): at once when it is no cached read's, else once admitted. */
export type Front = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * The headers the door reads, from the raw list: building `req.headers` (every header, lowercased) cost more than
 * the rest of the checks. As Node does: the first Authorization counts; X-Request-Id headers are joined.
 */
function scanHeaders(raw: readonly string[]): { authorization: string | undefined; requestIdHeader: string | undefined; body: boolean } {
  let authorization: string | undefined;
  let requestIdHeader: string | undefined;
  let body = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    if (name.length === 13 && name.toLowerCase() === 'authorization') authorization ??= value;
    else if (name.length === 12 && name.toLowerCase() === 'x-request-id') requestIdHeader = requestIdHeader === undefined ? value : `${requestIdHeader}, ${value}`;
    else if ((name.length === 14 && name.toLowerCase() === 'content-length') || (name.length === 17 && name.toLowerCase() === 'transfer-encoding')) body = true;
  }
  return { authorization, requestIdHeader, body };
}

/** The door for these options. */
export function frontDoor(options: FrontOptions): Front {
  const { admission, answers, routes } = options;
  return (req, res) => {
    const started = performance.now();
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const matched = routes.match(query === -1 ? url : url.slice(0, query));
    const route = matched?.route;
    if (matched === undefined || route?.cache === undefined) return false;
    const { authorization, requestIdHeader, body } = scanHeaders(req.rawHeaders);
    if (body) return false;
    const send = (kept: CachedAnswer, decision: RateDecision | undefined): true => {
      const id = requestIdFrom(requestIdHeader);
      res.writeHead(200, {
        'x-request-id': id,
        'cache-control': 'no-store',
        ...rateHeaders(decision),
        'content-type': JSON_TYPE,
        'content-length': kept.body.length,
      });
      res.end(kept.body);
      // The line and the series Fastify's onResponse hook would have written (request-log.ts).
      const ms = performance.now() - started;
      options.log.info({ requestId: id, method: 'GET', route: route.url, status: 200, durationMs: loggedMs(ms) }, REQUEST_MESSAGE);
      options.metrics?.observe('GET', route.url, 200, ms / 1000);
      return true;
    };
    const answer = async (): Promise<boolean> => {
      // A refusal is Fastify's to answer: its hook gets the same one from admission.
      const admitted = await admission.key({ request: req, ip: req.socket.remoteAddress ?? '', authorization }, route.scope).catch(() => undefined);
      if (admitted === undefined) return false;
      // Kept, or read by the door itself when Fastify would answer 200; anything else is Fastify's to answer.
      const found = answers.atDoor(admitted, route.cache as CacheRule, route.url, url, matched.params, query === -1 ? '' : url.slice(query + 1));
      if (found === undefined) return false;
      const kept = await (found instanceof Promise ? found.catch(() => undefined) : found);
      return kept === undefined ? false : send(kept, admitted.decision);
    };
    return answer();
  };
}
