/** Password hashing with scrypt (node:crypto): salted, with its parameters stored beside the hash. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The shortest password accepted (docs/decisions.md#11-dashboard). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer input is refused before hashing, so a sign-in form cannot be used to burn CPU. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * N = 2^15, r = 8, p = 1: 32 MiB and ~0.1 s per hash on our machines; stored per hash so they can be raised later.
 * `PASSWORD_HASH_COST` (log2 N, config.ts) sets N for new hashes: test suites lower it, as Devise's `stretches` and
 * Django's test hashers do, since a suite that signs in hundreds of times spent minutes hashing.
 */
let params = { N: 32_768, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** A hash of a password nobody knows: checked when the email is unknown, so both cases take the same time. */
let decoy: Promise<string> | undefined;

/** Sets N = 2^cost for the hashes made from now on in this process (the app and the CLI call it with the config's). */
export function usePasswordHashCost(cost: number): void {
  if (params.N !== 2 ** cost) {
    params = { ...params, N: 2 ** cost };
    decoy = undefined;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r; allow twice that.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * (options.N ?? 1) * (options.r ?? 1) }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; a missing or malformed hash never matches but costs the same time. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoy);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
