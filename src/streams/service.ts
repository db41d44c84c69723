/** Starting and ending streams; each raises its event in the change's transaction. A stream left live 12 hours is ended by the worker. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../api-error.js';
import { formatTimestamp, now } from '../time.js';
import { raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { findStream, listStaleStreams, type StreamRow } from './repository.js';
import type { StartStream, Stream } from './schema.js';

/** How long a stream may stay live without an end. */
export const STREAM_MAX_LIVE_MS = 12 * 60 * 60 * 1000;

/** A stream row as the API shows it. */
export function toStream(row: StreamRow): Stream {
  return { id: row.id, title: row.title, platform: row.platform as Stream['platform'], url: row.url, status: row.status as Stream['status'], started_at: row.started_at, ended_at: row.ended_at };
}

/** Starts a stream; raises stream.started. */
export async function startStream(db: Kysely<Database>, workspaceId: number, input: StartStream): Promise<Stream> {
  return transactWithEvents(db, async (trx) => {
    const row = await trx
      .insertInto('streams')
      .values({ workspace_id: workspaceId, title: input.title, platform: input.platform, url: input.url ?? null, status: 'live', started_at: now(), ended_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    const stream = toStream(row);
    await raiseEvent(trx, workspaceId, 'stream.started', stream);
    return stream;
  });
}

/** Ends a live stream; raises stream.ended. 404 for no such stream, 409 when it has ended already. */
export async function endStream(db: Kysely<Database>, workspaceId: number, id: number, at = now()): Promise<Stream> {
  return transactWithEvents(db, async (trx) => {
    const found = await findStream(trx, workspaceId, id);
    if (!found) throw notFound('Stream');
    const ended = await trx
      .updateTable('streams')
      .set({ status: 'ended', ended_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'live')
      .returningAll()
      .executeTakeFirst();
    if (!ended) throw new ApiError('conflict', `Stream ${id} has already ended.`);
    const stream = toStream(ended);
    await raiseEvent(trx, workspaceId, 'stream.ended', stream);
    return stream;
  });
}

/** The worker's job: ends every stream live for 12 hours or more (ended as of that twelfth hour); returns how many. */
export async function endStaleStreams(db: Kysely<Database>, time = new Date()): Promise<number> {
  const stale = await listStaleStreams(db, formatTimestamp(new Date(time.getTime() - STREAM_MAX_LIVE_MS)), 100);
  let ended = 0;
  for (const row of stale) {
    const at = formatTimestamp(new Date(Date.parse(`${row.started_at.replace(' ', 'T')}Z`) + STREAM_MAX_LIVE_MS));
    // Ended meanwhile by its tool: that end stands.
    ended += await endStream(db, row.workspace_id, row.id, at).then(
      () => 1,
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'conflict') return 0;
        throw error;
      },
    );
  }
  return ended;
}
