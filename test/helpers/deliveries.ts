/** A delivery staged by hand, already leased: it stands for one a dispatcher claimed. */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { raiseEvent } from '../../src/webhooks/outbox.js';

export async function stageLeasedDelivery(db: Kysely<Database>, at: { workspaceId: number; webhookId: number; id: string; owner: string; dueAt?: number }) {
  const { eventId } = await db.transaction().execute((trx) => raiseEvent(trx, at.workspaceId, 'order.paid', {}));
  const row = {
    id: at.id.padEnd(30, '0'),
    workspace_id: at.workspaceId,
    event_id: eventId,
    webhook_id: at.webhookId,
    event_name: 'order.paid',
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at.dueAt ?? Date.now(),
    lease_until: Date.now() + 60_000,
    lease_owner: at.owner,
    created_at: '2026-01-01 00:00:00',
    completed_at: null,
    attempt_budget: 5,
    last_attempt_at: null,
    last_status_code: null,
    test: 0,
  };
  await db.insertInto('deliveries').values(row).execute();
  return row;
}
