/**
 * A transaction whose statements go out together. On a connection that pipelines (the engine's PostgreSQL pool,
 * database.ts), statements sent without waiting for each other's answers travel in one round trip: BEGIN, what
 * `send` sends, and COMMIT. `send` returns once it has sent its last statement, with the promise of their answers; it
 * may wait for an answer in between (a round trip more). A statement that fails makes those after it fail and the
 * COMMIT roll back; the rejection is the first failure.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './types.js';

export async function pipelined<T>(db: Kysely<Database>, send: (conn: Kysely<Database>) => Promise<{ answers: Promise<T> }>): Promise<T> {
  return db.connection().execute(async (conn) => {
    const begun = sql`begin`.execute(conn);
    begun.catch(() => undefined); // awaited below: a failure meanwhile is not unhandled
    try {
      const { answers } = await send(conn);
      const [, result] = await Promise.all([begun, answers, sql`commit`.execute(conn)]);
      return result;
    } catch (error) {
      await begun.catch(() => undefined);
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
