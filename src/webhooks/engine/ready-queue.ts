/**
 * Deliveries a dispatcher claimed ahead (leased, waiting for a free slot), in the claim's turn order. A claim visits
 * the due work once for many deliveries, and a freed slot starts from here at once (graphile-worker's localQueue).
 */
import type { Selectable } from 'kysely';
import type { EventTable } from '../../db/types.js';
import type { DeliveryRow } from './delivery-repository.js';
import type { WebhookRow } from '../repository.js';

/** A claimed delivery with the rows it is sent with, read when it was claimed. */
export interface Ready {
  readonly delivery: DeliveryRow;
  readonly webhook: WebhookRow | undefined;
  readonly event: Selectable<EventTable> | undefined;
  /** When it was claimed (ms). */
  readonly since: number;
}

const byDue = (a: Ready, b: Ready) => Number(a.delivery.next_attempt_at) - Number(b.delivery.next_attempt_at) || a.delivery.event_id - b.delivery.event_id;

/**
 * `claimed` in the order the claim chose them (due.ts): each workspace's oldest, then each one's second, and so
 * on. The leasing statement returns its rows in no particular order, and a queue that waits must keep the turns.
 */
export function inTurns(claimed: readonly Ready[]): Ready[] {
  const turn = new Map<Ready, number>();
  const seen = new Map<number, number>();
  for (const entry of [...claimed].sort(byDue)) {
    const n = seen.get(entry.delivery.workspace_id) ?? 0;
    seen.set(entry.delivery.workspace_id, n + 1);
    turn.set(entry, n);
  }
  return [...claimed].sort((a, b) => (turn.get(a) ?? 0) - (turn.get(b) ?? 0) || byDue(a, b));
}

/** One per dispatcher. */
export class ReadyQueue {
  private items: Ready[] = [];

  get length(): number {
    return this.items.length;
  }

  /** Queues a claim's deliveries behind those already waiting, in turns. */
  add(claimed: readonly Ready[]): void {
    this.items.push(...inTurns(claimed));
  }

  next(): Ready | undefined {
    return this.items.shift();
  }

  /** Takes out the deliveries of `webhookId` (all of them when it is undefined). */
  take(webhookId?: number): DeliveryRow[] {
    const taking = (r: Ready) => webhookId === undefined || r.delivery.webhook_id === webhookId;
    const taken = this.items.filter(taking);
    this.items = this.items.filter((r) => !taking(r));
    return taken.map((r) => r.delivery);
  }
}
