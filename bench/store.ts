/** The store a benchmark runs on: BENCH_DATABASE_URL=postgres://… for PostgreSQL (a fresh schema), else SQLite. */
import { join } from 'node:path';
import pg from 'pg';

/** BENCH_DATABASE_URL, or '' for SQLite. */
export const DATABASE = process.env['BENCH_DATABASE_URL'] ?? '';

/** A fresh PostgreSQL schema for the run, or the SQLite file in `dir`. */
export async function storeUrl(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!DATABASE.startsWith('postgres')) return { url: `sqlite:${join(dir, 'store.db')}`, drop: async () => undefined };
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: DATABASE });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  const url = new URL(DATABASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema ${schema} cascade`) };
}

