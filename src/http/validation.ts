/** Ajv compilers for request parts, and the mapping of their errors onto the 422 envelope. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { parseDateTime } from '../time.js';
import { fieldErrors, validationError, type ApiError } from '../api-error.js';
import { describePlace } from './places.js';

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** An e-mail address as a mail server would take it: one @, a local part and a dotted domain, no spaces. Linear, no regex backtracking. */
export function isEmail(value: string): boolean {
  if (value.length > 320 || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > 64 || value.indexOf('@', at + 1) !== -1) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.startsWith('.') && !domain.includes('..');
}

function createAjv(coerceTypes: boolean): Ajv {
  // strictNumbers: JSON's 1e999 parses to Infinity, which no number field accepts.
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false, strictNumbers: true });
  // Inputs that are date-times accept RFC 3339 and the service's own format (docs/decisions.md#3-representations).
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => parseDateTime(value) !== undefined });
  // Every URI the API accepts is an absolute http(s) address.
  ajv.addFormat('uri', { type: 'string', validate: (value: string) => HTTP_URL.test(value) && URL.canParse(value) });
  ajv.addFormat('email', { type: 'string', validate: isEmail });
  return ajv;
}

// Bodies are JSON and typed: "5" is not an integer there. Query strings and paths are text: coerce.
const bodyAjv = createAjv(false);
const textAjv = createAjv(true);

/** The validator compiler installed on the app. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  const integers = httpPart === 'body' ? [] : integerProperties(schema);
  return (data: unknown) => {
    if (integers.length > 0) rejectNonDecimal(data as Record<string, unknown>, integers);
    return validate(data) ? { value: data } : { error: toValidationError(validate.errors ?? [], httpPart) };
  };
};

const compiledBodies = new WeakMap<object, ValidateFunction>();

/** `data` checked against `schema` as a JSON body is: undefined when it passes, else the 422's messages by field. */
export function bodyProblems(schema: object, data: unknown): Record<string, string[]> | undefined {
  let validate = compiledBodies.get(schema);
  if (validate === undefined) compiledBodies.set(schema, (validate = bodyAjv.compile(schema)));
  return validate(data) ? undefined : (toValidationError(validate.errors ?? [], 'body').fields ?? {});
}

const PLAIN_DECIMAL = /^-?\d+$/;
// A value Ajv's coercion cannot turn into a number, so the field fails as "must be integer" with the others.
const NOT_A_NUMBER = 'not a number';

function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

/** Coercion reads "0x10", "1.0", " 1" and "1e1" as numbers; ids and counts in paths and queries are plain decimal only. */
function rejectNonDecimal(data: Record<string, unknown> | undefined, names: string[]): void {
  if (data === undefined || data === null) return;
  for (const name of names) {
    const value = data[name];
    if (typeof value === 'string' && !PLAIN_DECIMAL.test(value)) data[name] = NOT_A_NUMBER;
  }
}

// A hostile array can fail on every one of 100,000 items: a field shows this many messages and a count of the rest.
const MESSAGES_PER_FIELD = 10;

/** The top-level field an error belongs to (docs/decisions.md#12-openapi-sdk-idempotency) and the place inside it. */
function fieldOf(error: ErrorObject, part: string | undefined): { field: string; place: (string | number)[] } {
  const path: (string | number)[] = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  if (error.keyword === 'required') path.push(String(error.params['missingProperty']));
  if (error.keyword === 'additionalProperties') path.push(String(error.params['additionalProperty']));
  const [first, ...place] = path;
  if (first === undefined || typeof first === 'number') return { field: part === 'body' || first !== undefined ? 'body' : (part ?? 'request'), place: path };
  return { field: first, place };
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'enum':
      return `must be one of: ${(error.params['allowedValues'] as unknown[]).map(String).join(', ')}`;
    case 'format':
      if (error.params['format'] === 'email') return 'must be an e-mail address';
      return error.params['format'] === 'uri' ? 'must be an absolute http(s) URL' : 'must be a date-time (RFC 3339 or YYYY-MM-DD HH:MM:SS)';
    case 'pattern':
      return 'has an invalid format';
    case 'minItems':
      return Number(error.params['limit']) === 1 ? 'must have at least one item' : `must have at least ${String(error.params['limit'])} items`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** Turns Ajv errors into one 422 naming every bad field. */
function toValidationError(errors: ErrorObject[], part?: string): ApiError {
  const fields = fieldErrors();
  const hidden = new Map<string, number>();
  for (const error of errors) {
    // anyOf/oneOf repeat their branches' errors; the branch errors already say what is wrong.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const { field, place } = fieldOf(error, part);
    const messages = (fields[field] ??= []);
    const message = describePlace(place, messageOf(error));
    if (messages.includes(message)) continue;
    if (messages.length < MESSAGES_PER_FIELD) messages.push(message);
    else hidden.set(field, (hidden.get(field) ?? 0) + 1);
  }
  for (const [field, count] of hidden) fields[field]?.push(`and ${count} more ${count === 1 ? 'problem' : 'problems'}`);
  return validationError(fields);
}
