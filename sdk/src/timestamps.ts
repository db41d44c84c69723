/**
 * The API's timestamps are UTC in the form `YYYY-MM-DD HH:MM:SS`. JavaScript's `new Date("2026-01-15 12:00:00")`
 * reads that form as the reader's local time, silently off by its offset: `parseTimestamp` reads it as UTC.
 */

// The API's form (a space, no offset: UTC), or RFC 3339 (a T and an offset).
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2})|[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d))$/;

/**
 * The instant of an API timestamp: `YYYY-MM-DD HH:MM:SS` read as UTC (what every answer and event carries), or
 * an RFC 3339 date-time with its offset. Throws a TypeError on anything else, an impossible date included.
 *
 * ```js
 * parseTimestamp('2026-01-15 12:00:00').toISOString(); // '2026-01-15T12:00:00.000Z', whatever TZ says
 * ```
 */
export function parseTimestamp(value: string): Date {
  const parts = TIMESTAMP.exec(value);
  if (parts) {
    const [year, month, day] = parts.slice(1, 4).map(Number) as [number, number, number];
    const [hour, minute, second] = (parts[4] === undefined ? parts.slice(7, 10) : parts.slice(4, 7)).map(Number) as [number, number, number];
    const midnight = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over into March: a day that does not name itself back is not one.
    const realDay = midnight.getUTCFullYear() === year && midnight.getUTCMonth() === month - 1 && midnight.getUTCDate() === day;
    const date = parts[4] === undefined ? new Date(value.toUpperCase()) : new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    if (realDay && hour <= 23 && minute <= 59 && second <= 59 && !Number.isNaN(date.getTime())) return date;
  }
  throw new TypeError(`not a Creator Workspace timestamp (YYYY-MM-DD HH:MM:SS, UTC, or RFC 3339): ${JSON.stringify(String(value).slice(0, 40))}`);
}
