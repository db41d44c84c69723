/**
 * A PostgreSQL dialect whose introspection sees only the connection's own schema (`current_schema()`).
 *
 * Kysely's migrator asks the introspector whether its bookkeeping tables exist, and the stock one reads every
 * schema of the database, calling name-resolving functions on each. When another process drops a schema in
 * between (another service sharing the database, a test suite tearing down), that read fails with
 * 'schema "…" does not exist' and the start fails. Looking at our own schema only cannot meet that race.
 */
import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  serial: string | null;
  description: string | null;
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = current_schema()`.execute(this.#db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column,
             typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as serial,
             col_description(a.attrelid, a.attnum) as description
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) tables.set(row.table, (table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] }));
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.serial !== null,
        ...(row.description !== null && { comment: row.description }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgresDialect with the own-schema introspector. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
