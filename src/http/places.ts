/** Naming a place inside a field in a 422 (docs/decisions.md#12-openapi-sdk-idempotency: keyed by top-level field). */

/**
 * `message` prefixed with where it applies below the field: `[1, 'type']` and "must be one of: …" become
 * "item 2: type must be one of: …". Array indexes are shown 1-based, as a person counts items.
 */
export function describePlace(place: readonly (string | number)[], message: string): string {
  if (place.length === 0) return message;
  const parts = place.map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : segment));
  // "item 2 must be …" for an element itself; "item 2: name must be …" for a property inside it.
  const last = parts.length - 1;
  const head = parts.slice(0, last);
  const tail = parts[last] as string;
  if (typeof place[last] === 'number') return [...head, `${tail} ${message}`].join(': ');
  return head.length === 0 ? `${tail} ${message}` : `${head.join(': ')}: ${tail} ${message}`;
}
