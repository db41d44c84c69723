/** Ajv compilers for request parts, and the mapping of their errors onto the 422 envelope. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { parseDateTime } from '../time.js';
import { fieldErrors, validationError, type ApiError } from './errors.js';

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false });
  // Inputs that are date-times accept RFC 3339 and the service's own format (decisions §3).
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => parseDateTime(value) !== undefined });
  // Every URI the API accepts is an absolute http(s) address.
  ajv.addFormat('uri', { type: 'string', validate: (value: string) => HTTP_URL.test(value) && URL.canParse(value) });
  return ajv;
}

// Bodies are JSON and typed: "5" is not an integer there. Query strings and paths are text: coerce.
const bodyAjv = createAjv(false);
const textAjv = createAjv(true);

/** The validator compiler installed on the app. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  return (data: unknown) => (validate(data) ? { value: data } : { error: toValidationError(validate.errors ?? [], httpPart) });
};

function fieldOf(error: ErrorObject, part: string | undefined): string {
  const path = error.instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params['missingProperty']));
  if (error.keyword === 'additionalProperties') path.push(String(error.params['additionalProperty']));
  return path.length > 0 ? path.join('.') : part === 'body' ? 'body' : (part ?? 'request');
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
      return error.params['format'] === 'uri' ? 'must be an absolute http(s) URL' : 'must be a date-time (RFC 3339 or YYYY-MM-DD HH:MM:SS)';
    case 'pattern':
      return 'has an invalid format';
    default:
      return error.message ?? 'is invalid';
  }
}

/** Turns Ajv errors into one 422 naming every bad field. */
function toValidationError(errors: ErrorObject[], part?: string): ApiError {
  const fields = fieldErrors();
  for (const error of errors) {
    // anyOf/oneOf repeat their branches' errors; the branch errors already say what is wrong.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error, part);
    const messages = (fields[field] ??= []);
    const message = messageOf(error);
    if (!messages.includes(message)) messages.push(message);
  }
  return validationError(fields);
}
