/**
 * Test triggers (docs/decisions.md#21-test-mode): each of the 14 events raised in a test twin by its real cause,
 * with sample data. What the cause needs first is made first, by its own cause: a refund needs a paid order, so
 * `order.refunded` pays one and refunds it, raising both sides' events, as the real actions would.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { randomBase62 } from '../keys/format.js';
import { createAutomation, updateAutomation } from '../automations/service.js';
import { runOnce } from '../automations/runner.js';
import { addMember } from '../members/service.js';
import { createOrder } from '../orders/create.js';
import { refundOrder } from '../orders/service.js';
import type { OrderDetail } from '../orders/schema.js';
import { cancelSubscription } from '../orders/subscription-service.js';
import { createDraft, publishPost } from '../posts/service.js';
import { createProduct } from '../products/service.js';
import { makeReport } from '../reports/service.js';
import { endStream, startStream } from '../streams/service.js';
import { formatTimestamp } from '../time.js';
import type { EventName } from '../webhooks/events.js';
import { collectRaised, type RaisedEvent } from '../webhooks/outbox.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { moveServer } from './servers.js';

/** What a trigger answers: the event asked for and every event its cause raised, in order. */
export interface Triggered {
  readonly event: EventName;
  readonly events: RaisedEvent[];
}

/** The name of the rule `automation.run` runs: made once in the twin, disabled, so only the trigger ever runs it. */
export const TRIGGER_RULE = 'Test trigger: notify on a paid order';

type Cause = (db: Kysely<Database>, twin: WorkspaceRow, base: number) => Promise<unknown>;

/** An active product of this kind in the twin: the demo's, or a new one if the developer archived them all. */
async function sampleProduct(db: Kysely<Database>, twin: WorkspaceRow, kind: 'one_time' | 'recurring'): Promise<number> {
  const found = await db.selectFrom('products').select('id').where('workspace_id', '=', twin.id).where('kind', '=', kind).where('is_active', '=', 1).where('currency', '=', twin.currency).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const made = await createProduct(db, twin, { name: `Test ${kind === 'recurring' ? 'membership' : 'product'} ${randomBase62(6)}`, price_cents: 500, kind, ...(kind === 'recurring' && { interval: 'month' }) });
  return made.id;
}

/** A paid order of one product of this kind, by a sample customer. */
async function paidOrder(db: Kysely<Database>, twin: WorkspaceRow, kind: 'one_time' | 'recurring'): Promise<OrderDetail> {
  const product = await sampleProduct(db, twin, kind);
  return createOrder(db, twin.id, { customer_email: `customer-${randomBase62(8).toLowerCase()}@example.com`, items: [{ product_id: product, quantity: 1 }], status: 'paid' });
}

async function canceledSubscription(db: Kysely<Database>, twin: WorkspaceRow): Promise<void> {
  const order = await paidOrder(db, twin, 'recurring');
  const subscription = await db.selectFrom('subscriptions').select('id').where('workspace_id', '=', twin.id).where('order_id', '=', order.id).executeTakeFirstOrThrow();
  await cancelSubscription(db, twin.id, subscription.id);
}

async function refunded(db: Kysely<Database>, twin: WorkspaceRow): Promise<void> {
  await refundOrder(db, twin.id, (await paidOrder(db, twin, 'one_time')).id);
}

const RULE = { name: TRIGGER_RULE, enabled: false, trigger: { event: 'order.paid' }, action: { type: 'notify', message: 'A test order was paid (a test trigger ran this automation).' } } as const;

async function ranAutomation(db: Kysely<Database>, twin: WorkspaceRow): Promise<void> {
  // The rule as made: one the developer changed (or a rule of theirs by that name) is set back first.
  const existing = await db.selectFrom('automations').select('id').where('workspace_id', '=', twin.id).where('name', '=', TRIGGER_RULE).orderBy('id').executeTakeFirst();
  const rule = existing ? (await updateAutomation(db, twin.id, existing.id, RULE)).id : (await createAutomation(db, twin.id, RULE)).id;
  const { raised } = await collectRaised(() => paidOrder(db, twin, 'one_time'));
  const paid = raised.find((event) => event.event === 'order.paid') as RaisedEvent;
  const event = await db.selectFrom('events').select(['id', 'name', 'data']).where('workspace_id', '=', twin.id).where('id', '=', paid.id).executeTakeFirstOrThrow();
  await runOnce(db, rule, event, true);
}

const day = (offset: number): string => formatTimestamp(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);

/** Each event's real cause, run in the twin. */
const CAUSES: Record<EventName, Cause> = {
  'order.paid': (db, twin) => paidOrder(db, twin, 'one_time'),
  'entitlement.granted': (db, twin) => paidOrder(db, twin, 'one_time'),
  'subscription.created': (db, twin) => paidOrder(db, twin, 'recurring'),
  'order.refunded': refunded,
  'entitlement.revoked': refunded,
  'subscription.canceled': canceledSubscription,
  'member.joined': (db, twin) => addMember(db, twin.id, { email: `tester-${randomBase62(8).toLowerCase()}@${twin.slug}.test.example`, name: 'Test Member' }),
  'stream.started': (db, twin) => startStream(db, twin.id, { title: 'Test stream', platform: 'twitch', url: 'https://twitch.example/test' }),
  'stream.ended': async (db, twin) => endStream(db, twin.id, (await startStream(db, twin.id, { title: 'Test stream', platform: 'twitch', url: 'https://twitch.example/test' })).id),
  'server.online': (db, twin, base) => moveServer(db, twin, 'online', base),
  'server.offline': (db, twin, base) => moveServer(db, twin, 'offline', base),
  'post.published': async (db, twin) => publishPost(db, twin.id, (await createDraft(db, twin.id, { title: 'Test post', body: 'Published by a test trigger.' }, null)).id),
  'automation.run': ranAutomation,
  'report.created': (db, twin) => makeReport(db, twin.id, 'custom', day(-6), day(0)),
};

/** Raises `event` in the twin by its real cause; answers with every event the cause raised. `base`: the zone threshold. */
export async function trigger(db: Kysely<Database>, twin: WorkspaceRow, event: EventName, base: number): Promise<Triggered> {
  const { raised } = await collectRaised(() => CAUSES[event](db, twin, base));
  return { event, events: raised };
}
