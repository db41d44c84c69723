/** The API key format: `cwk_` + 24 base62 random characters + 6 base62 CRC32 checksum characters. */
import { hash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The fixed literal every API key starts with. */
export const KEY_PREFIX = 'cwk_';
/** What a test key starts with instead (docs/decisions.md#21-test-mode): it reaches only the workspace's test twin. */
export const TEST_KEY_PREFIX = 'cwk_test_';
/** The fixed literal every game-server ingest token starts with. */
export const INGEST_TOKEN_PREFIX = 'cwi_';
const RANDOM_LENGTH = 24; // 24 × log2(62) ≈ 142.9 bits
const CHECKSUM_LENGTH = 6; // 62^6 > 2^32
/** Characters of the key stored and shown as its prefix. */
export const STORED_PREFIX_LENGTH = 12;
const BODY = new RegExp(`^[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** `count` uniformly random base62 characters. */
export function randomBase62(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** `value` (a non-negative integer) in base62, left-padded with zeros to `width`: sorts as the numbers do (ASCII). */
export function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

function checksum(random: string): string {
  return base62(crc32(random), CHECKSUM_LENGTH);
}

/** A new key with its stored hash and prefix. */
export function generateKey(prefix = KEY_PREFIX): { key: string; hash: string; prefix: string } {
  const random = randomBase62(RANDOM_LENGTH);
  const key = `${prefix}${random}${checksum(random)}`;
  return { key, hash: hashSecret(key), prefix: key.slice(0, STORED_PREFIX_LENGTH) };
}

/** True when the token has the prefix, the right shape and a matching checksum: checked before any lookup. */
export function isWellFormedKey(token: string, prefix = KEY_PREFIX): boolean {
  if (!token.startsWith(prefix)) return false;
  const body = token.slice(prefix.length);
  return BODY.test(body) && checksum(body.slice(0, RANDOM_LENGTH)) === body.slice(RANDOM_LENGTH);
}

/** True for a well-formed live (`cwk_`) or test (`cwk_test_`) API key. */
export function isWellFormedApiKey(token: string): boolean {
  return isWellFormedKey(token, token.startsWith(TEST_KEY_PREFIX) ? TEST_KEY_PREFIX : KEY_PREFIX);
}

/** SHA-256 hex of a secret, as stored. */
export function hashSecret(secret: string): string {
  // The one-shot hash: a third of createHash's cost, and it runs on every authenticated request.
  return hash('sha256', secret, 'hex');
}
