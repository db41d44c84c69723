/** The SSRF guard: which destinations a webhook may reach, checked at registration and at connect time. */
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { ipv6Groups } from '../../http/client-address.js';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address carries, for forms that reach IPv4 hosts: mapped (::ffff:0:0/96), translated
 * (::ffff:0:0:0/96), compatible (::/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Works on the expanded groups,
 * so every spelling of one address is judged alike.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (!g) return undefined;
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  const low = quad(g[6] as number, g[7] as number);
  if (zeroUpTo(5) && g[5] === 0xffff) return low;
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return low;
  if (zeroUpTo(6)) return low;
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return low;
  if (g[0] === 0x2002) return quad(g[1] as number, g[2] as number);
  return undefined;
}

/** True for addresses a webhook must never reach: private, loopback, link-local, CGNAT, metadata, multicast, reserved, unspecified. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(bare);
  if (v4 !== undefined) return blocked.check(v4, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

const BLOCKED_NAMES = /(^|\.)(localhost|localdomain|internal|local)\.?$|^metadata\.google\.internal\.?$/i;

/** Why a URL is refused whatever the destination: credentials in it would be shown to every key with the `webhooks` scope. */
export function credentialRefusal(url: string): string | undefined {
  const parsed = new URL(url);
  return parsed.username !== '' || parsed.password !== '' ? 'must not contain a user name or password (user:password@host)' : undefined;
}

/** What a developer testing against a local receiver needs to know. */
const LOCAL_HINT = ' (for a receiver on your own machine in development, start the server with WEBHOOK_ALLOW_PRIVATE_URLS=true)';

/** A URL's host when it is a literal IP address (without an IPv6 literal's brackets), else undefined. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 ? bare : undefined;
}

/** Why a URL is refused at registration (a literal blocked address or a local name), or undefined. */
export function registrationRefusal(url: string): string | undefined {
  const { hostname } = new URL(url);
  const literal = literalAddress(hostname);
  if (literal !== undefined) return isBlockedAddress(literal) ? `must not point to a private, loopback, link-local or reserved address${LOCAL_HINT}` : undefined;
  // WHATWG URL parsing turns decimal/hex/octal IPv4 forms into dotted quads, so "2130706433" was caught above.
  return BLOCKED_NAMES.test(hostname) ? `must not point to a local host name${LOCAL_HINT}` : undefined;
}

/** The error a blocked destination raises. */
export class BlockedDestinationError extends Error {
  readonly code = 'EBLOCKEDDESTINATION';
}

/**
 * A DNS lookup for the connector that refuses blocked answers, so the address checked is the address
 * connected to (no DNS-rebinding window). Literal IPs never reach a lookup; the sender checks those.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address))) {
      return callback(new BlockedDestinationError(`${hostname} resolves to a blocked address`), '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};
