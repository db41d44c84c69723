/** `events emit`: the operator's trigger, raising events exactly as the domain would. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { isEventName, EVENT_NAMES } from './events.js';
import { raiseEvents, transactWithEvents } from './outbox.js';

const BATCH = 500;

/** Raises `repeat` events named `name` with `data`; returns how many events and deliveries were stored. */
export async function emitEvents(db: Kysely<Database>, workspaceId: number, name: string, data: unknown, repeat: number): Promise<{ events: number; deliveries: number }> {
  if (!isEventName(name)) throw new DomainError(`unknown event "${name}"; use one of ${EVENT_NAMES.join(', ')}`);
  let deliveries = 0;
  for (let done = 0; done < repeat; done += BATCH) {
    deliveries += await transactWithEvents(db, async (trx) => (await raiseEvents(trx, workspaceId, name, data, Math.min(BATCH, repeat - done))).deliveries);
  }
  return { events: repeat, deliveries };
}
