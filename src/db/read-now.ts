/**
 * Compiled reads (compiled.ts) and the kept keys' version reads (fast-path/key-memory.ts) run on SQLite without Kysely's connection
 * queue when nothing waits in it: the statement is run at once, synchronously, as Kysely would run it. Kysely's way
 * takes several promise hops per query, which cost more than SQLite answering the read; a request that reads three
 * times paid them three times.
 * While a transaction of the store's one connection is open (it may be waiting on something between two of its
 * statements), a read through it would see what the transaction has not committed: then the read takes Kysely's way
 * and waits its turn.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): switched off, bench:mixed on SQLite fell by
 * half (+94 %): the kept keys read their versions through it.
 */
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './types.js';

/** Runs a read now, or says it cannot (undefined): not a read, or a transaction is open. */
export type ReadNow = (query: CompiledQuery) => QueryResult<unknown> | undefined;

const readers = new WeakMap<Kysely<Database>, ReadNow>();

/** Lets compiled reads of `db` (a store's own handle, never a transaction's) run through `read`. */
export function registerReadNow(db: Kysely<Database>, read: ReadNow): void {
  readers.set(db, read);
}

/** `query` read at once on `db`, when `db` allows it; else undefined (run it through Kysely). */
export function readNow<Row>(db: Kysely<Database>, query: CompiledQuery): QueryResult<Row> | undefined {
  return readers.get(db)?.(query) as QueryResult<Row> | undefined;
}
