/** Opens the store named by DATABASE_URL; the only place that knows which dialect is in use. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { hidePassword } from '../project.js';
import pg from 'pg';
import { CompiledQuery, Kysely, Migrator, SqliteDialect, sql, type Driver, type MigrationProvider, type SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import { OwnSchemaPostgresDialect } from './introspector.js';
import { namingPool } from './named-statements.js';
import { changeMarker } from './change-marker.js';
import { SqliteLimitPlugin } from './sqlite-limit.js';
import { registerReadNow } from './read-now.js';
import { Checkpointer, SAFETY_PAGES } from './checkpointer.js';
import type { Dialect } from './dialect.js';
import type { Database } from './types.js';

export type { Dialect };
import { migrationProvider } from './migrations/runner.js';

/** The SQL dialects the store supports. */

/** An open store: the Kysely handle plus what the rest of the service needs to know about it. */
export interface Store {
  readonly db: Kysely<Database>;
  /**
   * The webhook engine's connections (leases and recorded attempts). On PostgreSQL a pool of its own whose commits
   * do not wait for the WAL to reach the disk (synchronous_commit off), as SQLite's synchronous=NORMAL does for
   * every commit: a crash of PostgreSQL's machine may forget the last moments of leases and outcomes, and their
   * deliveries are then sent again (at least once, docs/webhooks.md); events are never among them. On SQLite: db.
   */
  readonly engineDb: Kysely<Database>;
  readonly dialect: Dialect;
  /** DATABASE_URL, as given (for a second connection of its own, such as a LISTEN). */
  readonly url: string;
  /** The SQLite file, absolute; undefined on PostgreSQL. */
  readonly file: string | undefined;
  /**
   * A marker that changes whenever anything in the store may have changed, from any process: SQLite's WAL-index
   * header or `data_version` (commits by any connection; see change-marker.ts) with a count of the writing
   * statements this connection has run. Read it before reading what is to be cached. Undefined on PostgreSQL,
   * which offers no such cheap marker (nothing is cached there), and for a moment while a commit is published.
   */
  version(): string | undefined;
  /** Applies pending migrations; returns the names applied. Throws on failure. */
  migrate(): Promise<string[]>;
  /** The migrations this code has that the store has not applied (reads the store; throws when unreachable). */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
}

/** Why the store at `url` cannot be used, naming DATABASE_URL and its value (password hidden), with a hint. */
export function storeFailure(url: string, error: unknown): Error {
  const { code, message } = error as { code?: string; message?: string };
  const hints: Record<string, string> = {
    ECONNREFUSED: 'is PostgreSQL running and listening there?',
    ENOTFOUND: 'the host name does not resolve',
    '3D000': 'the database does not exist: create it first (createdb)',
    '28P01': 'the password was refused',
    '28000': 'the role was refused (does it exist?)',
    SQLITE_CANTOPEN: 'can the directory be written to?',
    EACCES: 'permission denied: can the directory be written to?',
  };
  const hint = code !== undefined && hints[code] ? ` (${hints[code]})` : '';
  return new Error(`cannot open the store DATABASE_URL=${JSON.stringify(hidePassword(url))}: ${message ?? String(error)}${hint}`, { cause: error });
}

/** Writes by every store of this process: a change marker read before any of them wrote is not reused. */
let writesInProcess = 0;

/** How long a change marker read in this turn of the event loop may be reused, at most. */
const MARKER_REUSE_MS = 1;

/** Opens (and for SQLite, creates) the store at `url`. */
export function openStore(url: string): Store {
  const dialect: Dialect = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const file = dialect === 'sqlite' ? resolve(url.slice('sqlite:'.length)) : undefined;
  let sqlite: SqliteDatabase.Database | undefined;
  try {
    sqlite = file !== undefined ? openSqlite(file) : undefined;
  } catch (error) {
    throw storeFailure(url, error);
  }
  let writes = 0;
  const onWrite = () => {
    writes += 1;
    writesInProcess += 1;
  };
  const prepare = sqlite === undefined ? undefined : statementCache(sqlite);
  const dataVersion = sqlite?.prepare('pragma data_version').pluck();
  const marker = file !== undefined && dataVersion !== undefined ? changeMarker(file, () => dataVersion.get() as number) : undefined;
  const checkpointer = file !== undefined && marker !== undefined ? new Checkpointer(file, () => marker.walPages()) : undefined;
  const db = new Kysely<Database>({
    dialect:
      sqlite !== undefined && prepare !== undefined && checkpointer !== undefined
        ? new ImmediateSqliteDialect(sqlite, prepare, onWrite, checkpointer, () => writes)
        : postgresDialect(url, 10),
    plugins: sqlite !== undefined ? [new SqliteLimitPlugin()] : [],
  });
  // The engine's connections pipeline: statements issued together go out together (a claim is one round trip).
  const engineDb = sqlite !== undefined ? db : new Kysely<Database>({ dialect: postgresDialect(withoutWaitingForFlush(url), 6, true) });
  if (sqlite !== undefined && prepare !== undefined) {
    const connection = sqlite;
    registerReadNow(db, (query) => {
      if (connection.inTransaction) return undefined;
      const statement = prepare(query.sql);
      return statement.reader && statement.readonly ? { rows: statement.all(query.parameters) as unknown[] } : undefined;
    });
  }
  // The marker as read in this turn of the event loop (version()).
  let turn: { marker: string | undefined; writes: number; at: number } | undefined;
  const provider: MigrationProvider = migrationProvider(dialect);
  const migrator = async (): Promise<Migrator> => {
    // Pin Kysely's bookkeeping tables to our schema: its existence check would otherwise see another schema's.
    const schema =
      dialect === 'postgres'
        ? (
            await sql<{ schema: string }>`select current_schema() as schema`.execute(db).catch((error: unknown) => {
              throw storeFailure(url, error);
            })
          ).rows[0]?.schema
        : undefined;
    return new Migrator({ db, provider, ...(schema !== undefined && { migrationTableSchema: schema }) });
  };
  return {
    db,
    engineDb,
    dialect,
    url,
    file,
    version() {
      // While this connection has a transaction open, what it would read may still be rolled back: unknown.
      if (sqlite?.inTransaction === true) return undefined;
      // Reading the marker is a system call. Every request answered in this turn of the event loop arrived before
      // the poll that started the turn, so before the marker was first read in it: a commit of another process that
      // such a request could know of is in that read. It is read again when any store of this process writes, and
      // after a millisecond (code that blocks, such as a synchronous child process, stays within one turn).
      const now = performance.now();
      if (turn !== undefined && turn.writes === writesInProcess && now - turn.at < MARKER_REUSE_MS) return turn.marker;
      if (turn === undefined) setImmediate(() => (turn = undefined));
      turn = { marker: marker?.read(writes), writes: writesInProcess, at: now };
      return turn.marker;
    },
    async migrate() {
      const { error, results } = await (await migrator()).migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    },
    async pendingMigrations() {
      return (await (await migrator()).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
    },
    close: async () => {
      await checkpointer?.close();
      if (engineDb !== db) await engineDb.destroy();
      await db.destroy();
      // After the connection: closing a descriptor of the file drops every lock this process holds on it.
      marker?.close();
    },
  };
}

/**
 * SQLite transactions that take the write lock when they begin. A deferred transaction that reads and then
 * writes fails at once (SQLITE_BUSY_SNAPSHOT, which busy_timeout cannot wait out) when another process wrote
 * in between; every transaction here writes, so each waits its turn up front instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    prepare: PrepareOnce,
    onWrite: () => void,
    private readonly checkpointer: Checkpointer,
    private readonly writes: () => number,
  ) {
    super({ database: reusingStatements(sqlite, prepare, onWrite) });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    // Checkpoints run on a thread (checkpointer.ts); the last pass of one holds back this connection's next statement.
    const acquire = driver.acquireConnection.bind(driver);
    let checkedAfter = 0;
    driver.acquireConnection = async () => {
      const connection = await acquire();
      if (this.writes() !== checkedAfter) {
        checkedAfter = this.writes();
        await this.checkpointer.beforeStatement();
      }
      return connection;
    };
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    // SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR…); a second ROLLBACK
    // would then throw "no transaction is active" in place of the error that says what happened.
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/** How many prepared statements a SQLite store keeps (least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/** A SQL text's prepared statement, prepared once. */
type PrepareOnce = (source: string) => SqliteDatabase.Statement;

/**
 * Each SQL text prepared once, for Kysely and for reads run at once (read-now.ts). A statement is only ever run at
 * once after it is handed out (Kysely runs one query at a time on the connection, in the tick it prepares it; a
 * read run at once runs synchronously) and its mode is never changed; SQLite re-prepares a reused one after a
 * schema change.
 */
function statementCache(sqlite: SqliteDatabase.Database): PrepareOnce {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return (source) => {
    let statement = statements.get(source);
    if (statement !== undefined) {
      statements.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    }
    statements.set(source, statement);
    return statement;
  };
}

/**
 * The database as Kysely sees it, with each SQL text prepared once: Kysely's driver prepares every query again,
 * which was a fifth of the read path. Kysely runs a statement in the same tick it prepares it, so `onWrite` is told
 * of each write as it happens.
 */
function reusingStatements(sqlite: SqliteDatabase.Database, prepare: PrepareOnce, onWrite: () => void): SqliteDialectDatabase {
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      const statement = prepare(source);
      if (!statement.readonly) onWrite();
      return statement;
    },
  };
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer, and several processes share one file safely.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Checkpoints run on a thread (checkpointer.ts); SQLite's own, in a commit, only past this many pages.
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  // Statement journals (every write that fires a trigger keeps one) and sorts live in memory, not in temporary
  // files: a system call per page of each, about a tenth of a webhook delivery's cost (bench:webhooks).
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

/** `url` with `-c synchronous_commit=off` added to its connection options (the options it has, such as a search_path, kept). */
function withoutWaitingForFlush(url: string): string {
  const address = new URL(url);
  address.searchParams.set('options', `${address.searchParams.get('options') ?? ''} -c synchronous_commit=off`.trim());
  return address.toString();
}

function postgresDialect(url: string, connections: number, pipeline = false): OwnSchemaPostgresDialect {
  // COUNT(*) and SUM() come back as bigint strings; every number we store fits a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: connections, connectionTimeoutMillis: 10_000, pipeline });
  // An idle connection that breaks (PostgreSQL restarted, network cut) is dropped from the pool; without this
  // listener its 'error' would crash the process. The next query opens a new connection or answers 503.
  pool.on('error', () => undefined);
  // The same for a connection that breaks between two queries while checked out: the next query fails (503).
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new OwnSchemaPostgresDialect({ pool: namingPool(pool) });
}
