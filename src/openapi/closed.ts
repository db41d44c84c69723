/**
 * Closes the objects of what we send (answers and event bodies): `additionalProperties: false` wherever a schema
 * lists its properties and says nothing of others, and integers bounded as their names promise (ids from 1). Our
 * answers are serialized through these schemas, so they never carry another field, and a client or mock driven by
 * the document (Prism's random mock) gets exactly the shapes it was written for. Request bodies keep what their
 * route schemas say: the document must not refuse what the server takes, so a component some request uses is
 * left as it is.
 */
import { eachNode, isObject, type Json } from './walk.js';

const COMPONENT = '#/components/schemas/';

/** The component names `value` refers to, directly. */
function refsIn(value: unknown, into: Set<string>): void {
  eachNode(value, (node) => {
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith(COMPONENT)) into.add(ref.slice(COMPONENT.length));
  });
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

// What answers hold, for integers the schemas leave unbounded: ids from 1, counts, amounts that cannot be negative
// (net_cents can: refunds) and durations from 0, HTTP statuses of three digits (a receiver may answer 799).
const ID = /^(id|[a-z_]+_id)$/;
const NON_NEGATIVE = new Set(['active', 'attempt', 'attempts', 'canceled', 'consecutive_failures', 'days', 'duration_ms', 'gross_cents', 'item_count', 'max_players', 'members', 'new', 'new_members', 'new_subscribers', 'orders', 'paid', 'players', 'players_online', 'price_cents', 'quantity', 'recovered', 'refunded', 'refunded_cents', 'retry_after', 'subtotal_cents', 'total', 'total_cents', 'unit_price_cents', 'zone_min_count']);
const STATUS = new Set(['status_code', 'last_status_code']);

function isInteger(schema: Json): boolean {
  const type = schema['type'];
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/**
 * Closes `value`'s objects (`additionalProperties: false` where a schema lists properties and says nothing of
 * others) and bounds its integers as their names promise: what an answer (or event body) of ours holds.
 */
export function tighten(value: unknown): void {
  eachNode(value, (node) => {
    const properties = node['properties'];
    if (!isObject(properties)) return;
    if (!('additionalProperties' in node)) node['additionalProperties'] = false;
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property) || !isInteger(property) || 'minimum' in property) continue;
      if (ID.test(name)) property['minimum'] = 1;
      else if (NON_NEGATIVE.has(name)) property['minimum'] = 0;
      else if (STATUS.has(name)) Object.assign(property, { minimum: 100, maximum: 999 });
    }
  });
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, Json>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Closes (and bounds) the answers of `paths`, the event bodies of `webhooks` and every component only they use. */
export function closeAnswers(paths: Paths, webhooks: Paths | undefined, schemas: Json): void {
  const requestRoots = new Set<string>();
  for (const operations of Object.values(paths)) for (const op of Object.values(operations)) refsIn(op.requestBody, requestRoots);
  const taken = reachable(requestRoots, schemas);
  for (const [name, schema] of Object.entries(schemas)) if (!taken.has(name)) tighten(schema);
  for (const operations of Object.values(paths)) for (const op of Object.values(operations)) tighten(op.responses);
  // What we send to receivers: the events' envelopes (components, closed above unless a request shares them).
  for (const operations of Object.values(webhooks ?? {})) for (const op of Object.values(operations)) tighten(op.requestBody);
}
