/**
 * Queries built and compiled once per dialect, then run with new values: for the hot paths, where building and
 * compiling a Kysely query each time cost more than SQLite running it (and the same SQL text each time lets the
 * prepared-statement cache find it by a hash already computed).
 *
 *   const touch = compiledOnce((db, slot: Slots<{ id: number; at: string }>) =>
 *     db.updateTable('api_keys').set({ last_used_at: slot('at') }).where('id', '=', slot('id')));
 *   await touch(trx, { id: 7, at: now() });
 *
 * A slot stands for one value (never a list: `in` lists change the SQL with their length).
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:mixed +18 % on SQLite, +10 % on
 * PostgreSQL; bench:uncached +18 % to +93 % a read.
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './types.js';
import { readNow } from './read-now.js';

/** The placeholder of a value given when the query runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** Makes the placeholder of a named value; typed as the value, so builders accept it where the value goes. */
export type Slots<Values> = <K extends keyof Values & string>(name: K) => Values[K];

const slot = ((name: string) => new Slot(name)) as Slots<Record<string, never>>;

interface Compiled {
  readonly query: CompiledQuery;
  /** For each parameter: the name of its slot, or undefined for a constant. */
  readonly slots: readonly (string | undefined)[];
}

/** A query compiled once for each dialect adapter it runs on (transactions share their database's adapter). */
export function compiledOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, slot: Slots<Values>) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<QueryResult<Row>> {
  const byAdapter = new WeakMap<object, Compiled>();
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (compiled === undefined) {
      const query = build(db, slot as Slots<Values>).compile();
      compiled = { query, slots: query.parameters.map((value) => (value instanceof Slot ? value.name : undefined)) };
      byAdapter.set(adapter, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((name, i) => (name === undefined ? query.parameters[i] : values[name]));
    const filled = { ...query, parameters };
    let now: QueryResult<Row> | undefined;
    try {
      now = readNow<Row>(db, filled);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return now !== undefined ? Promise.resolve(now) : db.executeQuery<Row>(filled);
  };
}

/** A query of compiledForms: run in `form` with `values`. */
export type FormQuery<Form extends string, Values, Row> = (db: Kysely<Database>, form: Form, values: Values) => Promise<QueryResult<Row>>;

/**
 * compiledOnce for a family of queries whose form depends on a few switches (a filter given or not): one compiled
 * query per form, named by `form` (a short key such as `status,q`), built by `build` the first time it is asked.
 */
export function compiledForms<Form extends string, Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, slot: Slots<Values>, form: Form) => Compilable<Row>,
): FormQuery<Form, Values, Row> {
  const forms = new Map<Form, (db: Kysely<Database>, values: Values) => Promise<QueryResult<Row>>>();
  return (db, form, values) => {
    let run = forms.get(form);
    if (run === undefined) {
      run = compiledOnce<Values, Row>((inner, slot) => build(inner, slot, form));
      forms.set(form, run);
    }
    return run(db, values);
  };
}
