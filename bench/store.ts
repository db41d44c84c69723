/** The store a benchmark runs on: BENCH_DATABASE_URL=postgres://… for PostgreSQL (a fresh schema), else SQLite. */
import { join } from 'node:path';
import pg from 'pg';

/** BENCH_DATABASE_URL, or '' for SQLite. */
export const DATABASE = process.env['BENCH_DATABASE_URL'] ?? '';

/** BENCH_DATABASE_URL, or the local test database: where the benches that run both stores find PostgreSQL. */
export const POSTGRES = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export type StoreKind = 'sqlite' | 'postgres';

/** A store's address and how to throw it away. */
export interface FreshStore {
  url: string;
  drop(): Promise<void>;
}

/** The address of the SQLite file `store.db` in `dir`. */
export const sqliteUrl = (dir: string): string => `sqlite:${join(dir, 'store.db')}`;

/**
 * A new PostgreSQL schema `<prefix>_<pid>_<ms>` at `connection`: the address that uses it, and `drop` (with `if exists`
 * when `ifExists`, for a drop that may run twice).
 */
export async function freshSchema(connection: string, prefix: string, ifExists = false): Promise<FreshStore> {
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: connection });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(connection);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema ${ifExists ? 'if exists ' : ''}${schema} cascade`) };
}

/** A fresh PostgreSQL schema for the run, or the SQLite file in `dir`. */
export async function storeUrl(dir: string): Promise<FreshStore> {
  if (!DATABASE.startsWith('postgres')) return { url: sqliteUrl(dir), drop: async () => undefined };
  return freshSchema(DATABASE, 'bench');
}
