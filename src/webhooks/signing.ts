/** Delivery signatures: ours (X-Service-Signature) and the Standard Webhooks ones, and their verification. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers that sign one attempt. */
export interface SignatureHeaders {
  'X-Service-Signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/** `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the full secret string. */
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

/** Options of {@link verifyWebhook}. */
export interface VerifyOptions {
  /**
   * When set, the Standard Webhooks headers are required too: `webhook-timestamp` must be within this many
   * seconds of now (replay protection) and `webhook-signature` must carry a valid `v1` signature.
   */
  toleranceSeconds?: number;
  /** The current time in ms (for tests). */
  now?: number;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Verifies a delivery: the raw body exactly as received (not re-serialized JSON), its headers, and the webhook's
 * `whsec_` secret. Compares in constant time. True when a signature header present verifies: `X-Service-Signature`,
 * or one `v1,` entry of `webhook-signature` (so during a rotation's overlap either secret verifies). With
 * `toleranceSeconds`, the Standard Webhooks headers are required and `webhook-timestamp` must be that fresh.
 */
export function verifyWebhook(rawBody: string | Buffer, headers: Headers, secret: string, options: VerifyOptions = {}): boolean {
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const timestamp = Number(timestampText);
  const signatures = header(headers, 'webhook-signature');
  const standardPresent = id !== undefined && timestampText !== undefined && Number.isInteger(timestamp) && signatures !== undefined;
  const fresh = options.toleranceSeconds === undefined || Math.abs(Math.floor((options.now ?? Date.now()) / 1000) - timestamp) <= options.toleranceSeconds;
  const standard = () => {
    const expected = standardSignature(secret, id as string, timestamp, body);
    return (signatures as string).split(' ').some((candidate) => safeEqual(candidate, expected));
  };
  if (options.toleranceSeconds !== undefined) return standardPresent && fresh && standard();
  const given = header(headers, 'x-service-signature');
  if (given !== undefined && safeEqual(given, serviceSignature(secret, body))) return true;
  return standardPresent && standard();
}
