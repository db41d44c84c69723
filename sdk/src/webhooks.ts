/**
 * Webhook deliveries: both signature schemes (ours, `X-Service-Signature`, and Standard Webhooks) and the typed event.
 * Verify over the raw body exactly as received, never over re-serialized JSON.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.js';
import type { components } from './schema.js';

type Schemas = components['schemas'];
/** Every event a webhook can receive, discriminated by `event`. */
export type WebhookEvent = Schemas[Extract<keyof Schemas, `${string}Event`>];
/** One event name. */
export type EventName = WebhookEvent['event'];

/** Headers as Node (`req.headers`), fetch (`Headers`) or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** Options of {@link verifyWebhook} and {@link parseWebhook}. */
export interface VerifyOptions {
  /**
   * When set, the Standard Webhooks headers are required: `webhook-timestamp` must be within this many seconds of
   * now (replay protection) and `webhook-signature` must carry a valid `v1` signature.
   */
  toleranceSeconds?: number;
  /** The current time in ms (for tests). */
  now?: number;
}

/** The headers that sign one attempt of a delivery. */
export interface SignatureHeaders {
  'X-Service-Signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/** `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the whole secret string. */
export function serviceSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Standard Webhooks `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's base64 part. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Every signature header of one attempt, for the valid secrets, newest first: X-Service-Signature with the newest,
 * `webhook-signature` one `v1,` entry per secret (space-separated), so either side of a rotation verifies.
 * Also handy to sign test requests to your own receiver.
 */
export function signatureHeaders(secrets: readonly string[], deliveryId: string, body: string, timestamp = Math.floor(Date.now() / 1000)): SignatureHeaders {
  const [newest = ''] = secrets;
  return {
    'X-Service-Signature': serviceSignature(newest, body),
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => standardSignature(secret, deliveryId, timestamp, body)).join(' '),
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const plain = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(plain).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : plain[key];
  return Array.isArray(value) ? value[0] : value;
}

type Verdict = { ok: true } | { ok: false; reason: string };

function check(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions): Verdict {
  const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const timestamp = Number(timestampText);
  const signatures = header(headers, 'webhook-signature');
  const given = header(headers, 'x-service-signature');
  const standardPresent = id !== undefined && timestampText !== undefined && Number.isInteger(timestamp) && signatures !== undefined;
  const standard = () => {
    const expected = standardSignature(secret, id as string, timestamp, body);
    return (signatures as string).split(' ').some((candidate) => safeEqual(candidate, expected));
  };
  if (options.toleranceSeconds !== undefined) {
    if (!standardPresent) return { ok: false, reason: 'the webhook-id, webhook-timestamp and webhook-signature headers are required' };
    if (Math.abs(Math.floor((options.now ?? Date.now()) / 1000) - timestamp) > options.toleranceSeconds) return { ok: false, reason: `webhook-timestamp is more than ${options.toleranceSeconds} s from now` };
    return standard() ? { ok: true } : { ok: false, reason: 'webhook-signature does not match the body and secret' };
  }
  if (given === undefined && !standardPresent) return { ok: false, reason: 'no signature header (X-Service-Signature or webhook-signature)' };
  if (given !== undefined && safeEqual(given, serviceSignature(secret, body))) return { ok: true };
  if (standardPresent && standard()) return { ok: true };
  return { ok: false, reason: 'the signature does not match the body and secret (was the body re-serialized, or the secret rotated?)' };
}

/**
 * True when a signature header present verifies against the raw body and the webhook's `whsec_` secret:
 * `X-Service-Signature`, or one `v1,` entry of `webhook-signature` (so a delivery with only the Standard Webhooks
 * headers passes, and during a rotation's overlap either secret verifies). Compares in constant time.
 */
export function verifyWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions = {}): boolean {
  return check(rawBody, headers, secret, options).ok;
}

const EVENT_NAMES: ReadonlySet<string> = new Set<EventName>([
  'order.paid', 'order.refunded', 'subscription.created', 'subscription.canceled', 'entitlement.granted', 'entitlement.revoked', 'member.joined',
  'stream.started', 'stream.ended', 'server.online', 'server.offline', 'post.published', 'automation.run', 'report.created',
]);

/** The verified, typed event of a delivery; throws {@link WebhookVerificationError} saying why it is not one. */
export function parseWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions = {}): WebhookEvent {
  const verdict = check(rawBody, headers, secret, options);
  if (!verdict.ok) throw new WebhookVerificationError(`Not an authentic delivery: ${verdict.reason}.`);
  let event: unknown;
  try {
    event = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'));
  } catch {
    throw new WebhookVerificationError('The body is not JSON.');
  }
  const shape = event as Partial<Record<'id' | 'event' | 'created_at' | 'tenant_id' | 'data', unknown>>;
  if (typeof event !== 'object' || event === null || typeof shape.id !== 'number' || typeof shape.tenant_id !== 'number' || typeof shape.created_at !== 'string' || typeof shape.data !== 'object' || shape.data === null) {
    throw new WebhookVerificationError('The body is not an event ({ id, event, created_at, tenant_id, data }).');
  }
  if (typeof shape.event !== 'string' || !EVENT_NAMES.has(shape.event)) throw new WebhookVerificationError(`Unknown event ${JSON.stringify(shape.event)}.`);
  return event as WebhookEvent;
}

/**
 * The listen secret of an API key: what `creator-workspace listen` signs forwarded events with, in both schemes.
 * It is derived from the key, so it is the same on every run and machine for the same key (`listen --print-secret`).
 */
export function listenSecret(apiKey: string): string {
  return `whsec_${createHmac('sha256', apiKey).update('creator-workspace listen secret').digest('base64')}`;
}
