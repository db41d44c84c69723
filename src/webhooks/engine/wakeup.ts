/**
 * Hearing of new deliveries from other processes at once (an API child, the CLI, another worker): PostgreSQL
 * LISTEN/NOTIFY, or Redis pub/sub on SQLite with REDIS_URL. On SQLite alone the dispatcher's short poll finds them.
 * The notice carries nothing: it only says "look now", and the claim reads what is due.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Store } from '../../db/database.js';

/** The channel (PostgreSQL) and Redis channel the notice goes out on. */
export const NEW_WORK_CHANNEL = 'cw_deliveries';

// After a lost connection, listening resumes this long after; the poll covers the gap.
const RECONNECT_MS = 1_000;

/** Something listening; close() stops it. */
export interface Hearing {
  close(): Promise<void>;
}

/** A LISTEN on its own connection, reconnected after any failure; each (re)connection also wakes, for what was missed. */
function listenOnPostgres(url: string, wake: () => void): Hearing {
  let closed = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = (): void => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    const retry = (): void => {
      if (closed || current !== client) return;
      current = undefined;
      client.end().catch(() => undefined);
      timer = setTimeout(connect, RECONNECT_MS);
    };
    client.on('notification', wake);
    client.on('error', retry);
    client.on('end', retry);
    client
      .connect()
      .then(() => client.query(`listen ${NEW_WORK_CHANNEL}`))
      .then(wake, retry);
  };
  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}

/** A Redis subscription; ioredis reconnects and subscribes again by itself. */
function subscribeOnRedis(url: string, wake: () => void): Hearing {
  const redis = new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2_000 });
  // Outages are told by the rate limiter and the poll goes on: nothing to add here.
  redis.on('error', () => undefined);
  redis.on('message', wake);
  redis.on('ready', wake);
  redis.subscribe(NEW_WORK_CHANNEL).catch(() => undefined);
  return {
    async close() {
      redis.disconnect();
    },
  };
}

/** Calls `wake` whenever another process commits new deliveries; undefined where only polling can tell (SQLite alone). */
export function hearNewWork(store: Pick<Store, 'dialect' | 'url'>, redisUrl: string, wake: () => void): Hearing | undefined {
  if (store.dialect === 'postgres') return listenOnPostgres(store.url, wake);
  if (redisUrl !== '') return subscribeOnRedis(redisUrl, wake);
  return undefined;
}

/**
 * How a short-lived process (the CLI) announces its new deliveries on SQLite with REDIS_URL: a connection per
 * notice, closed once it is sent; a notice asked for while one is on its way is folded into it.
 */
export function announceByRedis(url: string): () => Promise<unknown> {
  let sending: Promise<void> | undefined;
  return () => {
    sending ??= (async () => {
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
      redis.on('error', () => undefined);
      try {
        await redis.connect();
        await redis.publish(NEW_WORK_CHANNEL, '');
      } finally {
        redis.disconnect();
        sending = undefined;
      }
    })();
    return sending;
  };
}
