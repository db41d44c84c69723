/**
 * The server refuses a NUL character in every string it reads (json-body.ts for bodies, query-parameters.ts for
 * query values): no text column may hold one. The document says so with a pattern on every input string that has
 * no pattern, enum or const of its own (those already leave NUL out).
 */
import { eachNode, isObject, type Json } from './walk.js';

/** Any text without a NUL character. */
export const NO_NUL = '^[^\\u0000]*$';

const COMPONENT = '#/components/schemas/';

function isFreeString(node: Json): boolean {
  const type = node['type'];
  const string = type === 'string' || (Array.isArray(type) && type.includes('string'));
  return string && !('pattern' in node) && !('enum' in node) && !('const' in node);
}

/** Gives NO_NUL to the free strings of every parameter and request body, and of the components they reach. */
export function refuseNulInInputs(paths: Record<string, Record<string, { parameters?: Json[]; requestBody?: { content?: Record<string, { schema?: Json }> } }>>, schemas: Json): void {
  const reached = new Set<string>();
  const pending: unknown[] = [];
  const mark = (value: unknown) =>
    eachNode(value, (node) => {
      const ref = node['$ref'];
      if (typeof ref === 'string' && ref.startsWith(COMPONENT) && !reached.has(ref)) {
        reached.add(ref);
        pending.push(schemas[ref.slice(COMPONENT.length)]);
      }
      if (isFreeString(node)) node['pattern'] = NO_NUL;
    });
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      for (const parameter of op.parameters ?? []) if (isObject(parameter['schema'])) mark(parameter['schema']);
      for (const media of Object.values(op.requestBody?.content ?? {})) mark(media.schema);
    }
  }
  while (pending.length > 0) mark(pending.pop());
}
