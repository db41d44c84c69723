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
  /** Its webhook as read when it was claimed or last checked. */
  webhook: WebhookRow | undefined;
  readonly event: Selectable<EventTable> | undefined;
  /** When it was claimed (ms). */
  readonly since: number;
  /** When its lease and webhook were last read (ms): when it was claimed, or checked again by a later claim. */
  checked: number;
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

// A webhook with its share in flight and no attempt ended for this long is stuck (a receiver that hangs): what waits
// for it neither fills the queue nor takes room from the others' claims (blocked).
const STUCK_MS = 1_000;

/** One per dispatcher: what it claimed ahead, and what it has in flight, by webhook. */
export class ReadyQueue {
  private items: Ready[] = [];
  /** How many wait, by webhook. */
  private readonly counts = new Map<number, number>();
  /** Attempts in flight, by webhook: a claimed delivery starts only while its webhook's are fewer than its share. */
  private readonly flying = new Map<number, number>();
  /** When each webhook in `flying` last had an attempt end (or its first start). */
  private readonly moved = new Map<number, number>();

  /** An attempt of `webhookId` started. */
  started(webhookId: number): void {
    const flying = this.flying.get(webhookId) ?? 0;
    this.flying.set(webhookId, flying + 1);
    if (flying === 0) this.moved.set(webhookId, Date.now());
  }

  /** An attempt of `webhookId` ended (or no longer holds its place in the share). */
  ended(webhookId: number): void {
    const flying = (this.flying.get(webhookId) ?? 1) - 1;
    if (flying > 0) {
      this.flying.set(webhookId, flying);
      this.moved.set(webhookId, Date.now());
    } else {
      this.flying.delete(webhookId);
      this.moved.delete(webhookId);
    }
  }

  /** Waiting deliveries whose webhook is stuck (STUCK_MS) with `perWebhook` in flight. */
  blocked(perWebhook: number): number {
    let blocked = 0;
    const time = Date.now();
    for (const [webhookId, flying] of this.flying) {
      if (flying >= perWebhook && time - (this.moved.get(webhookId) ?? time) > STUCK_MS) blocked += this.counts.get(webhookId) ?? 0;
    }
    return blocked;
  }

  get length(): number {
    return this.items.length;
  }

  /**
   * Queues a claim's deliveries among those already waiting, all in turns again: a workspace that had nothing waiting
   * gets the first turn its oldest would have had in one claim, ahead of another's burst claimed before it. One
   * claimed again (given back meanwhile: its webhook disabled and enabled) waits under its new lease only.
   */
  add(claimed: readonly Ready[]): void {
    const ids = new Set(claimed.map((r) => r.delivery.id));
    if (this.items.some((r) => ids.has(r.delivery.id))) this.takeWhere((r) => ids.has(r.delivery.id));
    this.count(claimed, 1);
    this.items = inTurns([...this.items, ...claimed]);
  }

  /** The first waiting delivery whose webhook has fewer than `perWebhook` in flight, taken out of the queue. */
  next(perWebhook: number): Ready | undefined {
    const at = this.items.findIndex((r) => (this.flying.get(r.delivery.webhook_id) ?? 0) < perWebhook);
    if (at < 0) return undefined;
    const [taken] = this.items.splice(at, 1);
    if (taken) this.count([taken], -1);
    return taken;
  }

  /** Puts `taken` (taken out by next or takeWhere, in this order) back at the head of the queue. */
  putBack(taken: readonly Ready[]): void {
    this.count(taken, 1);
    this.items.unshift(...taken);
  }

  /** Takes out the deliveries of `webhookId` (all of them when it is undefined). */
  take(webhookId?: number): DeliveryRow[] {
    return this.takeWhere((r) => webhookId === undefined || r.delivery.webhook_id === webhookId).map((r) => r.delivery);
  }

  /** Takes out the deliveries `taking` picks, in queue order. */
  takeWhere(taking: (r: Ready) => boolean): Ready[] {
    const taken = this.items.filter(taking);
    if (taken.length === 0) return taken;
    this.items = this.items.filter((r) => !taking(r));
    this.count(taken, -1);
    return taken;
  }

  private count(entries: readonly Ready[], by: 1 | -1): void {
    for (const { delivery } of entries) {
      const n = (this.counts.get(delivery.webhook_id) ?? 0) + by;
      if (n > 0) this.counts.set(delivery.webhook_id, n);
      else this.counts.delete(delivery.webhook_id);
    }
  }
}
