/** GET /healthz and GET /readyz (docs/decisions.md#13-operating-it): outside /api/v1, no key, never cached. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Store } from '../db/database.js';
import type { StoreFaults } from '../db/faults.js';
import { ApiError } from '../api-error.js';
import type { RateLimitStore } from '../rate-limit/store.js';

// A check that has not answered by then has failed: readiness must answer promptly whatever is down.
const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const unready = (message: string) => new ApiError('unavailable', message, undefined, { 'Retry-After': '1' });

/** The two probes: alive (the process answers) and ready (the store is reachable, has room and is migrated, the counters reachable). */
export async function healthRoutes(app: FastifyInstance, options: { store: Store; rateLimits: RateLimitStore; faults: StoreFaults }): Promise<void> {
  const { store, rateLimits, faults } = options;
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    let pending: string[];
    try {
      await within(sql`select 1`.execute(store.db));
      pending = await within(store.pendingMigrations());
    } catch {
      throw unready('Not ready: the store is unreachable.');
    }
    if (faults.isFull()) throw unready('Not ready: the store is out of storage space; writes are refused until space is freed (the log names the store\'s error).');
    if (pending.length > 0) throw unready(`Not ready: ${pending.length} migration(s) not applied yet (${pending.join(', ')}).`);
    if (rateLimits.check) {
      try {
        await within(rateLimits.check());
      } catch {
        throw unready('Not ready: the rate-limit store (REDIS_URL) is unreachable.');
      }
    }
    return reply.header('Cache-Control', 'no-store').send({ status: 'ready', store: 'ok', migrations: 'ok', rate_limits: 'ok' });
  });
}
