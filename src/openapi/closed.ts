/**
 * Closes the objects of what we send (answers and event bodies): `additionalProperties: false` wherever a schema
 * lists its properties and says nothing of others. Our answers are serialized through these schemas, so they never
 * carry another field, and a client or mock driven by the document (Prism's random mock) gets exactly the shapes
 * it was written for. Request bodies keep what their route schemas say: the document must not refuse what the
 * server takes, so a component some request uses is left as it is.
 */
import { DATA_KEYS, isObject, type Json } from './walk.js';

const COMPONENT = '#/components/schemas/';

/** The component names `value` refers to, directly. */
function refsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT)) into.add(child.slice(COMPONENT.length));
    else if (!DATA_KEYS.has(key)) refsIn(child, into);
  }
}

/** Every component reachable from `roots` through `$ref`s, the roots' own included. */
function reachable(roots: Set<string>, schemas: Json): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const found = new Set<string>();
    refsIn(schemas[name], found);
    queue.push(...found);
  }
  return seen;
}

/** Sets `additionalProperties: false` on every object schema inside `value` that lists properties and leaves others open. */
export function closeObjects(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) closeObjects(item);
  if (!isObject(value)) return;
  if (isObject(value['properties']) && !('additionalProperties' in value)) value['additionalProperties'] = false;
  for (const [key, child] of Object.entries(value)) if (!DATA_KEYS.has(key)) closeObjects(child);
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, Json>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Closes the answers of `paths`, the event bodies of `webhooks` and every component only they use. */
export function closeAnswers(paths: Paths, webhooks: Paths | undefined, schemas: Json): void {
  const requestRoots = new Set<string>();
  for (const operations of Object.values(paths)) for (const op of Object.values(operations)) refsIn(op.requestBody, requestRoots);
  const taken = reachable(requestRoots, schemas);
  for (const [name, schema] of Object.entries(schemas)) if (!taken.has(name)) closeObjects(schema);
  for (const operations of Object.values(paths)) for (const op of Object.values(operations)) closeObjects(op.responses);
  // What we send to receivers: the events' envelopes (components, closed above unless a request shares them).
  for (const operations of Object.values(webhooks ?? {})) for (const op of Object.values(operations)) closeObjects(op.requestBody);
}
