/**
 * Finishes @fastify/swagger's output per docs/decisions.md#12-openapi-sdk-idempotency: named components behind `$ref`,
 * a description and an example on every schema and parameter, response headers, Idempotency-Key on every POST,
 * the events in the 3.1 `webhooks` section, and closed objects in what we send.
 */
import { ERROR_DESCRIPTIONS } from '../http/schemas.js';
import { closeAnswers } from './closed.js';
import { addCrossFieldRules } from './cross-field.js';
import { documentDateTimes } from './date-times.js';
import { webhooksSection } from './events.js';
import { COMPONENT_EXAMPLES, DATED_EXAMPLES } from './examples.js';
import { refuseNulInInputs } from './input-strings.js';
import { exampleNeeds, idempotencyKeyExample, operationParameterExample } from './operation-examples.js';
import { TAGS } from './tags.js';
import { hoistNamed, isObject, spreadExample, type Json } from './walk.js';

export type { Json } from './walk.js';

/** Response headers, defined once. */
const HEADERS: Json = {
  'X-Request-Id': { description: 'The id of this request (yours when you sent a well-formed one); quote it when asking for help', schema: { type: 'string', examples: ['5f0c7a52-3f1e-4b8e-9a77-2e1d1f0b9c11'] } },
  'X-RateLimit-Limit': { description: 'Requests this key may make in any 60 seconds', schema: { type: 'integer', examples: [300] } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer', examples: [299] } },
  'X-RateLimit-Reset': { description: 'Seconds until the oldest counted request leaves the window', schema: { type: 'integer', examples: [60] } },
  'Retry-After': { description: 'Whole seconds to wait before retrying (at least 1)', schema: { type: 'integer', examples: [12] } },
  'Idempotent-Replayed': { description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key', schema: { type: 'string', enum: ['true'], examples: ['true'] } },
};
const ref = (name: string): Json => ({ $ref: `#/components/headers/${name}` });

const IDEMPOTENCY_KEY: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string (1–255 printable ASCII characters; a UUID is a good choice). Sending the same key with the same body within 24 hours answers the first answer again without doing the work twice; with another body, 422. Keys are per API key.',
  // Printable ASCII (space inside, never at the ends, where HTTP would strip it), as the server checks (idempotency/hooks.ts).
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]([\\x20-\\x7E]*[\\x21-\\x7E])?$', description: 'A unique string per intended request', examples: ['0d6f1f1e-4c9b-4a53-9c1b-7f6e2a9d4b21'] },
  example: '0d6f1f1e-4c9b-4a53-9c1b-7f6e2a9d4b21',
};

interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  parameters?: Json[];
  responses: Record<string, Json>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  /** What a reader makes before the examples work (operation-examples.ts). */
  'x-example-needs'?: string;
}

type Raw = { paths?: Record<string, Record<string, Operation>>; components?: Json } & Json;

/** Which of the two documents. */
export type DocumentKind = 'api' | 'ingest';

function finishResponses(op: Operation, method: string, authenticated: boolean, kind: DocumentKind): void {
  const sorted = Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b));
  op.responses = {};
  for (const [status, response] of sorted) {
    const code = Number(status);
    if (code >= 400) response['description'] = ERROR_DESCRIPTIONS[code] ?? response['description'];
    else if (response['description'] === 'Default Response') response['description'] = method === 'post' ? 'Done; the answer is the result' : 'The requested data';
    const headers: Json = { 'X-Request-Id': ref('X-Request-Id') };
    if (authenticated && code !== 401) for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) headers[name] = ref(name);
    if (code === 429 || code === 503) headers['Retry-After'] = ref('Retry-After');
    // A replay answers whatever the first request got, short of our own failures and what came before it ran.
    if (kind === 'api' && method === 'post' && authenticated && code < 500 && ![401, 409, 429].includes(code)) headers['Idempotent-Replayed'] = ref('Idempotent-Replayed');
    response['headers'] = headers;
    op.responses[status] = response;
  }
}

function finishParameters(op: Operation, method: string, kind: DocumentKind): void {
  const parameters = op.parameters ?? [];
  const operationId = op.operationId ?? '';
  for (const parameter of parameters) {
    const name = String(parameter['name']);
    const own = operationParameterExample(operationId, name);
    // A copy: the generator may share one schema object between operations.
    if (own !== undefined) [parameter['example'], parameter['schema']] = [own, { ...(isObject(parameter['schema']) ? parameter['schema'] : {}), examples: [own] }];
    const schema = isObject(parameter['schema']) ? parameter['schema'] : {};
    const example = Array.isArray(schema['examples']) ? schema['examples'][0] : (parameter['example'] ?? (Array.isArray(schema['enum']) ? schema['enum'][0] : undefined));
    parameter['example'] ??= example;
    if (!Array.isArray(schema['examples']) && example !== undefined) schema['examples'] = [example];
    schema['description'] ??= parameter['description'];
  }
  if (method === 'post' && kind === 'api') {
    const key = idempotencyKeyExample(operationId);
    parameters.push({ ...IDEMPOTENCY_KEY, example: key, schema: { ...(IDEMPOTENCY_KEY['schema'] as Json), examples: [key] } });
  }
  const needs = exampleNeeds(operationId);
  if (needs !== undefined) {
    op['x-example-needs'] = needs;
    op.description = `${op.description ?? ''}\n\nBefore its examples work as written, make ${needs}.`.trim();
  }
  if (parameters.length > 0) op.parameters = parameters;
  // A body whose fields are all optional (rotate-secret) may be left out: say so, so clients do not demand one.
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (op.requestBody && body && !('$ref' in body)) op.requestBody.required = needsBody(method, body);
}

/**
 * Whether a body must be sent: one that requires a field does, and so does every PATCH's (the server refuses a
 * PATCH without a body, `{}` aside). A POST whose fields are all optional takes no body at all (rotate-secret).
 */
function needsBody(method: string, schema: Json): boolean {
  return method === 'patch' || (Array.isArray(schema['required']) && schema['required'].length > 0) || Number(schema['minProperties'] ?? 0) > 0;
}

/** The finished document of `kind`, from @fastify/swagger's output (which is not modified). */
export function finishDocument(generated: object, kind: DocumentKind): Json {
  const raw = structuredClone(generated) as Raw;
  const schemas: Json = {};
  const extra = kind === 'api' ? webhooksSection() : undefined;
  const paths = hoistNamed(documentDateTimes(raw.paths ?? {}), schemas) as Record<string, Record<string, Operation>>;
  const webhooks = extra ? hoistNamed(extra.webhooks, schemas) : undefined;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      finishParameters(op, method, kind);
      finishResponses(op, method, !path.startsWith('/openapi'), kind);
    }
  }
  // Named components: optional bodies are resolved above from the inline schema, so check refs too.
  for (const operations of Object.values(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const target = body && typeof body['$ref'] === 'string' ? schemas[body['$ref'].split('/').pop() ?? ''] : undefined;
      if (op.requestBody && isObject(target)) op.requestBody.required = needsBody(method, target);
    }
  }
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    const example = COMPONENT_EXAMPLES[name] ?? (Array.isArray(schema['examples']) ? schema['examples'][0] : undefined);
    if (example !== undefined) schema['examples'] = [example];
    if (DATED_EXAMPLES.has(name)) schema['x-dated-example'] = true;
    spreadExample(schema, example);
  }
  // A request body's example also as its media type's `example`, which 3.0-era tools (and "try it" pages) send.
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const media = op.requestBody?.content?.['application/json'] as (Json & { schema?: Json }) | undefined;
      const ref = media?.schema?.['$ref'];
      const examples = typeof ref === 'string' ? (schemas[ref.split('/').pop() ?? ''] as Json | undefined)?.['examples'] : undefined;
      if (media && Array.isArray(examples)) media['example'] = examples[0];
    }
  }
  addCrossFieldRules(schemas);
  refuseNulInInputs(paths, schemas);
  closeAnswers(paths, webhooks as Record<string, Record<string, Operation>> | undefined, schemas);
  const sortedSchemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  // Only the headers some answer refers to (an unused component is a lint warning).
  const used = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => Object.values(op.responses).flatMap((r) => Object.keys((r['headers'] as Json | undefined) ?? {})))));
  const headers = Object.fromEntries(Object.entries(HEADERS).filter(([name]) => used.has(name)));
  const components = { ...(raw.components ?? {}), schemas: sortedSchemas, headers };
  const usedTags = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
  if (webhooks) usedTags.add('Events');
  const tags = TAGS.filter((tag) => usedTags.has(tag.name));
  return { ...raw, tags, paths, ...(webhooks ? { webhooks } : {}), components };
}
