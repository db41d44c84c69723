/**
 * Connection hygiene (docs/decisions.md#13-operating-it): bodies and headers arrive in time, idle keep-alives close,
 * one client address holds a bounded number of connections, and Node's own 400/408/431 answers use our envelope.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { addressBucket } from './client-address.js';
import { ApiError } from '../api-error.js';

/** The time limits and the per-address cap. */
export interface ConnectionLimits {
  /** A whole request, body included, must arrive within this. */
  readonly requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection closes after this. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections one client address (IPv6: one /64) may hold. */
  readonly maxConnectionsPerAddress: number;
}

/** The production limits of docs/decisions.md#13-operating-it (the per-address cap comes from configuration). */
export const DEFAULT_TIMEOUTS = { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 72_000 } as const;

// Node checks the two timeouts above only this often (30 s by default): a late body is answered within ~1 s of its deadline.
const CHECK_EVERY_MS = 1_000;

/** Fastify's server options for these limits. */
export function serverOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, limits.requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
  };
}

function clientErrorOf(error: NodeJS.ErrnoException): ApiError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError('request_timeout', 'The request did not arrive in time; send the whole request within 30 seconds (headers within 10).');
  if (error.code === 'HPE_HEADER_OVERFLOW') return new ApiError('headers_too_large', 'The request headers are too large.');
  // A method Node's parser does not know (FOO) is an unknown route, as one it knows (PROPFIND) is: 404, never 400.
  if (error.code === 'HPE_INVALID_METHOD') return new ApiError('not_found', 'No route for this method. The API reference is at /api/v1/docs.');
  return new ApiError('invalid_json', 'The request is not valid HTTP.');
}

/**
 * Why a request timed out: nothing arrived on the connection (`idle`), its headers did not finish (`headers`), or its
 * body did not (`body`). A stalled event loop shows as any of them on connections accepted just before the stall.
 */
function timeoutReason(socket: Socket, inFlight: unknown): 'idle' | 'headers' | 'body' {
  if (socket.bytesRead === 0) return 'idle';
  return inFlight === undefined ? 'headers' : 'body';
}

/**
 * Answers what Node's HTTP parser refuses, in the API's envelope, then closes the connection. Every 408 is logged
 * once with its reason (Fastify calls this with the app as `this`).
 */
function answerClientError(this: { log: Pick<FastifyBaseLogger, 'warn'> }, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this connection must not be corrupted by a second one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const apiError = clientErrorOf(error);
    if (apiError.status === 408) {
      const reason = timeoutReason(socket, inFlight);
      this.log.warn({ reason, remoteAddress: socket.remoteAddress, bytesRead: socket.bytesRead }, `answered 408 request_timeout: the request's ${reason === 'idle' ? 'first byte' : reason} did not arrive in time`);
    }
    const body = JSON.stringify(apiError.toBody());
    socket.write(
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/** Closes, at once, connections past `max` open ones from one client address. */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const bucket = addressBucket(socket.remoteAddress);
    const count = (open.get(bucket) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(bucket, count);
    socket.once('close', () => {
      const left = (open.get(bucket) ?? 1) - 1;
      if (left <= 0) open.delete(bucket);
      else open.set(bucket, left);
    });
  });
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A client's X-Request-Id when it is a short token of safe characters (it is echoed and logged), else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return requestIdFrom(typeof given === 'string' ? given : undefined);
}

/** requestId for the header's value (several headers joined by Node are not a safe token). */
export function requestIdFrom(given: string | undefined): string {
  return given !== undefined && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
