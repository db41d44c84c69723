/** HTML form bodies: parsed once into name → values, read with small typed helpers, checked with the API's schemas. */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ApiError, fieldErrors, validationError, type FieldErrors } from '../api-error.js';
import { validatorCompiler } from '../http/validation.js';

/** A parsed form: every name with its values in order (checkboxes repeat a name). */
export type Form = Record<string, string[]>;

/** Forms are small: a post body is the largest (50,000 characters); anything past this is refused with 413. */
export const FORM_LIMIT_BYTES = 256 * 1024;
// A form with more fields than this is not one of ours.
const MAX_FIELDS = 200;

// Bodies this parser made: a JSON body (the API's parser) is never taken for a form.
const parsedForms = new WeakSet<object>();

/** Accepts `application/x-www-form-urlencoded` bodies within the dashboard. */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, raw, done) => {
    const form = Object.create(null) as Form;
    let count = 0;
    for (const [name, value] of new URLSearchParams(typeof raw === 'string' ? raw : raw.toString('utf8'))) {
      if ((count += 1) > MAX_FIELDS) return done(new ApiError('payload_too_large', 'The form has too many fields.'), undefined);
      // No text column may hold a NUL (PostgreSQL refuses it): refused here for every form, as in the API's bodies.
      if (name.includes('\u0000') || value.includes('\u0000')) return done(validationError({ [name.replaceAll('\u0000', '')]: ['must not contain null characters'] }), undefined);
      (form[name] ??= []).push(value);
    }
    parsedForms.add(form);
    done(null, form);
  });
}

/** The request's form: empty when there was no body, or a body that is not an HTML form (JSON, say: then no CSRF token either). */
export function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return body !== null && typeof body === 'object' && parsedForms.has(body) ? (body as Form) : (Object.create(null) as Form);
}

/** The first value of a field, or ''. */
export function one(form: Form, name: string): string {
  return form[name]?.[0] ?? '';
}

/** Every value of a repeated field (checkboxes). */
export function all(form: Form, name: string): string[] {
  return form[name] ?? [];
}

const compiled = new WeakMap<TSchema, (data: unknown) => { error?: unknown }>();

/** Checks `data` with the schema the API uses for the same input; the field errors in the API's words, or undefined. */
export function checkWithApiSchema(schema: TSchema, data: unknown): FieldErrors | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = validatorCompiler({ schema: schema as FastifySchema, method: 'POST', url: '/dashboard', httpPart: 'body' }) as (data: unknown) => { error?: unknown };
    compiled.set(schema, validate);
  }
  const result = validate(data);
  return result.error instanceof ApiError ? (result.error.fields ?? fieldErrors()) : undefined;
}

/** The field errors of a service's 422, or rethrows anything else. */
export function fieldsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError && error.code === 'validation_failed' && error.fields) return error.fields;
  throw error;
}

/** `2026-11-20T09:30` from a datetime-local input (read as UTC) → the API's `YYYY-MM-DD HH:MM:SS`; other text as typed. */
export function fromDateTimeLocal(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(text.trim());
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : text.trim();
}
