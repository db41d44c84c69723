/**
 * Named (prepared) statements on PostgreSQL. Kysely sends every query unnamed, so PostgreSQL parses and plans it
 * again on each run: for the key lookup (the key, its workspace and the read versions in one join) planning cost
 * more than running. The pool handed to Kysely names each distinct SQL text the first time it is seen, and pg
 * prepares a named statement once per connection, then only binds and executes it.
 *
 * Bounded: at most MAX_NAMED texts get a name per process (each connection keeps at most that many statements);
 * texts beyond it run unnamed as before. Our queries bind every value, so the distinct texts are the distinct
 * shapes of queries, a few hundred.
 *
 * Measured gain (docs/scaling.md, "The fast path, piece by piece"): bench:mixed +22 % and bench:plain-pg about
 * +13 % on PostgreSQL.
 */
import type pg from 'pg';

/** The most SQL texts given a name, per process. */
export const MAX_NAMED = 2000;

/** The statement names of one process: one per distinct SQL text, the first MAX_NAMED texts. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  /** The name of `text`, or undefined when it runs unnamed (the bound is reached). */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_NAMED) {
      name = `cw${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/** What Kysely's PostgreSQL dialect uses of a pool's client. */
interface KyselyClient {
  query(text: unknown, values?: unknown[]): unknown;
  release(error?: Error | boolean): void;
}

/**
 * `pool` as Kysely uses it, with every query of a named text sent as a named statement. Each client gets one
 * wrapper for its life (Kysely keeps its connection object per client).
 */
export function namingPool(pool: pg.Pool, names: StatementNames = new StatementNames()): pg.Pool {
  const wrappers = new WeakMap<pg.PoolClient, KyselyClient>();
  const wrap = (client: pg.PoolClient): KyselyClient => ({
    query(text, values) {
      if (typeof text !== 'string') return client.query(text as pg.QueryConfig);
      const name = names.nameOf(text);
      return client.query(name === undefined ? { text, values } : { name, text, values });
    },
    release: (error) => client.release(error),
  });
  const connect = async (): Promise<KyselyClient> => {
    const client = await pool.connect();
    let wrapper = wrappers.get(client);
    if (wrapper === undefined) wrappers.set(client, (wrapper = wrap(client)));
    return wrapper;
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') return connect;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
