/** Timestamps: UTC `YYYY-MM-DD HH:MM:SS` everywhere the service stores or returns one. */

/** Formats a date as the service's timestamp. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The current time as the service's timestamp. */
export function now(): string {
  return formatTimestamp(new Date());
}

/** The UTC calendar date `YYYY-MM-DD` of a date. */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Service format (`2026-12-01 10:00:00`, UTC) or RFC 3339 (`2026-12-01T10:00:00Z`, offset required).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})([Tt ])(\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$/;

/** Parses RFC 3339 or the service format; undefined when it is neither or names no real time (2026-02-30). */
export function parseDateTime(input: string): Date | undefined {
  const match = DATE_TIME.exec(input);
  if (!match) return undefined;
  const [, y, mo, d, separator, h, mi, s, fraction, offset] = match;
  const serviceFormat = separator === ' ' && fraction === undefined && offset === undefined;
  const rfc3339 = separator !== ' ' && offset !== undefined;
  if (!serviceFormat && !rfc3339) return undefined;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    return undefined;
  }
  const date = new Date(serviceFormat ? `${input.replace(' ', 'T')}Z` : input);
  // An offset can push 9999-12-31 into year 10000, which the service format cannot write.
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999 || date.getUTCFullYear() < 1 ? undefined : date;
}
