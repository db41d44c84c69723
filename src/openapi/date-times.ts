/**
 * Date-time inputs in the document as the server reads them (src/time.ts, `parseDateTime`): RFC 3339 with a `T`
 * and an offset, or the service's own `YYYY-MM-DD HH:MM:SS` (UTC). The route schemas say `format: date-time`,
 * which the server's validator reads that way; but JSON Schema's `date-time` is RFC 3339 alone (and lets a space
 * stand for the `T`), so tools that know only the document (Prism, Ajv with ajv-formats) refused the service format
 * the server accepts. The document says both forms, each as a pattern the server agrees with.
 */
import { SERVICE_TIMESTAMP_PATTERN, YEAR } from '../http/schemas.js';
import { DATA_KEYS, isObject, type Json } from './walk.js';

/** RFC 3339 as the server takes it: `T` or `t`, seconds 00–59, a fraction, and a `Z` or an offset. */
export const RFC3339_INPUT = `^${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])[Tt]([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d+)?([Zz]|[+-]([01]\\d|2[0-3]):[0-5]\\d)$`;

/** `value` with every `format: date-time` schema written as the two forms the server accepts (null kept when allowed). */
export function documentDateTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(documentDateTimes);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) out[key] = DATA_KEYS.has(key) ? child : documentDateTimes(child);
  if (out['format'] !== 'date-time') return out;
  const { type, ...rest } = out;
  delete rest['format'];
  const nullable = Array.isArray(type) && type.includes('null');
  const forms: Json[] = [
    // A pattern cannot follow an offset across midnight: the description says the rule at the two ends.
    { type: 'string', format: 'date-time', pattern: RFC3339_INPUT, description: 'RFC 3339, with an offset; the instant must fall within the years 0001–9999 UTC' },
    { type: 'string', pattern: SERVICE_TIMESTAMP_PATTERN, description: 'YYYY-MM-DD HH:MM:SS, UTC' },
  ];
  return { ...rest, anyOf: nullable ? [...forms, { type: 'null' }] : forms };
}
