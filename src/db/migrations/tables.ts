/** What the migrations' new tables share: an id column (the one thing that differs between the dialects), a tenant. */
import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';

type Table = CreateTableBuilder<string, string>;

/** `withId` adds the dialect's auto-incrementing id; `tenant` adds it and the row's workspace. */
export function tableHelpers(dialect: Dialect): { withId: (table: Table) => Table; tenant: (table: Table) => Table } {
  const withId = (table: Table): Table =>
    dialect === 'sqlite' ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()) : table.addColumn('id', 'serial', (c) => c.primaryKey());
  return { withId, tenant: (table) => withId(table).addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id')) };
}
