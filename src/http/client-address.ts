/** The unit a per-client budget is kept for: one IPv4 address, or one IPv6 /64 (a single host usually holds a whole /64). */
import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight 16-bit groups; undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for, or undefined. */
function mappedIpv4(groups: number[]): string | undefined {
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return undefined;
  const high = groups[6] as number;
  const low = groups[7] as number;
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** The budget bucket of a client address: the IPv4 address itself, or the IPv6 /64 it is in. */
export function addressBucket(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const v4 = mappedIpv4(groups);
  if (v4 !== undefined) return v4;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
