/** Small helpers to rewrite the generated document: plain JSON, walked without touching examples or defaults. */

/** A JSON object. */
export type Json = Record<string, unknown>;

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose values are data, not schemas: never walked. */
export const DATA_KEYS: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * Replaces every schema carrying a `title` by a `$ref` to `#/components/schemas/<title>`, innermost first, and
 * collects the first definition of each into `schemas`. Shared shapes become named components this way
 * while the route schemas that validate requests stay plain JSON Schema.
 */
export function hoistNamed(value: unknown, schemas: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => hoistNamed(item, schemas));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) out[key] = DATA_KEYS.has(key) ? child : hoistNamed(child, schemas);
  const name = out['title'];
  if (typeof name === 'string' && ('type' in out || 'properties' in out)) {
    schemas[name] ??= out;
    return { $ref: `#/components/schemas/${name}` };
  }
  return out;
}

/** Calls `visit` on every object inside `value` (itself included, parents first), skipping data such as examples. */
export function eachNode(value: unknown, visit: (node: Json) => void): void {
  if (Array.isArray(value)) for (const item of value) eachNode(item, visit);
  if (!isObject(value)) return;
  visit(value);
  for (const [key, child] of Object.entries(value)) if (!DATA_KEYS.has(key)) eachNode(child, visit);
}

/**
 * Gives every schema inside `schema` that has none an example taken from `example` (the value of the whole),
 * property by property and from the first item of arrays. `$ref`s keep their component's own example.
 */
export function spreadExample(schema: Json, example: unknown): void {
  if (example === undefined || '$ref' in schema) return;
  if (!Array.isArray(schema['examples'])) schema['examples'] = [example];
  const properties = schema['properties'];
  if (isObject(properties) && isObject(example)) {
    for (const [key, child] of Object.entries(properties)) if (isObject(child)) spreadExample(child, example[key]);
  }
  const items = schema['items'];
  if (isObject(items) && Array.isArray(example)) spreadExample(items, example[0]);
  const extra = schema['additionalProperties'];
  if (isObject(extra) && isObject(example)) spreadExample(extra, Object.values(example)[0]);
}
