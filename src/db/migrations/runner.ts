/**
 * The migrations, read from this folder: each `NNNN_name.ts` is one migration, applied once and in order of its
 * number, named by its file name (the name the store records). A migration never loses data, and never changes once it has
 * shipped: a change to the schema is a new file with the next number. Each file exports `migration`, which builds the
 * migration for a dialect.
 */
import { readdirSync } from 'node:fs';
import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect.js';
import { besideModule } from '../../project.js';

/** What a migration file exports as `migration`. */
export type MigrationFile = (dialect: Dialect) => Migration;

const FILE = /^(\d{4})_[a-z0-9_]+(?=\.(?:js|ts)$)/;

/** The migration names found in `folder` (this one), in order; throws when two share a number or one is missing. */
export function migrationNames(folder: URL = new URL('.', import.meta.url)): string[] {
  const names = [...new Set(readdirSync(folder).flatMap((file) => FILE.exec(file)?.[0] ?? []))].sort();
  names.forEach((name, i) => {
    if (Number(name.slice(0, 4)) !== i + 1) throw new Error(`Migration ${name} is out of sequence: expected number ${String(i + 1).padStart(4, '0')}.`);
  });
  return names;
}

/** The migrations for `dialect`, as Kysely's Migrator reads them. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const name of migrationNames()) {
        const file = (await import(besideModule(import.meta.url, name).href)) as { migration: MigrationFile };
        migrations[name] = file.migration(dialect);
      }
      return migrations;
    },
  };
}
