/**
 * Rules between fields of a request that the route schemas leave to the services (which answer 422 with their own
 * messages), written into the document's components as JSON Schema so that tools knowing only
 * the document (Prism, Ajv) refuse what the server refuses. A rule JSON Schema cannot say (one field after another,
 * a cap across requests) is in its operation's description instead.
 */
import { isObject, type Json } from './walk.js';

/** The conditionals each request component gets, by component name. */
const RULES: Record<string, Json> = {
  // products/service.ts, crossFieldErrors: a recurring product has an interval, a one-time one (the default) none.
  // As two shapes (never both) rather than if/then/else, which Redocly's example check reads as unevaluated properties.
  // Inside allOf, so generated types read it as the fields AND one of the shapes (a sibling anyOf reads as OR).
  CreateProduct: {
    allOf: [
      {
        anyOf: [
          { title: 'Recurring', required: ['kind', 'interval'], properties: { kind: { const: 'recurring' }, interval: { type: 'string' } } },
          { title: 'One-time', properties: { kind: { const: 'one_time' }, interval: { type: 'null' } } },
        ],
      },
    ],
  },
};

/** Adds the cross-field rules to the named components in `schemas`. */
export function addCrossFieldRules(schemas: Json): void {
  for (const [name, rule] of Object.entries(RULES)) {
    const schema = schemas[name];
    if (isObject(schema)) Object.assign(schema, structuredClone(rule));
  }
}
