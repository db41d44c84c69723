/**
 * Running rules (docs/webhooks.md, Automations), the worker's job. Each enabled rule reads the events of its workspace and trigger
 * that it has not run for, and runs once per event: the run's record (unique per rule and event), the action's
 * changes and its automation.run event commit together, so a run happens exactly once whatever is killed when (a
 * rerun after a crash finds the record, or none and runs). An action that fails is rolled back to a savepoint and
 * recorded `failed` with its reason; the rule's other runs and the event's other work go on. Events an action
 * raises, and automation.run itself, trigger no rule.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, Db, EventTable } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { ApiError } from '../api-error.js';
import { toEntitlementChange } from '../orders/service.js';
import { publishWithin } from '../posts/service.js';
import { formatTimestamp, now } from '../time.js';
import { markAutomationRun, raiseEvent, transactWithEvents } from '../webhooks/outbox.js';
import { noticeRecipients } from '../notifications/repository.js';
import type { AutomationRow } from './repository.js';
import type { Action, AutomationRun } from './schema.js';

type Trigger = Pick<Selectable<EventTable>, 'id' | 'name' | 'data'>;
const BATCH = 100;
/** How old an event must be before a rule's cursor passes it: longer than any transaction that raises events. */
const SETTLED_MS = 30_000;

/** The products and the order an event is about (order, entitlement and subscription events). */
function subjectOf(event: Trigger): { orderId: number | undefined; products: number[] } {
  const data = JSON.parse(event.data) as { id?: unknown; order_id?: unknown; product_id?: unknown; items?: { product_id?: unknown }[] };
  if (event.name.startsWith('order.')) {
    return { orderId: typeof data.id === 'number' ? data.id : undefined, products: (data.items ?? []).map((item) => Number(item.product_id)) };
  }
  return { orderId: typeof data.order_id === 'number' ? data.order_id : undefined, products: typeof data.product_id === 'number' ? [data.product_id] : [] };
}

/** Does the action; throws a DomainError saying why it cannot. */
async function act(trx: Db, rule: AutomationRow, action: Action, subject: ReturnType<typeof subjectOf>): Promise<void> {
  const workspaceId = rule.workspace_id;
  if (action.type === 'grant_entitlement') {
    const { orderId } = subject;
    const order = orderId === undefined ? undefined : await trx.selectFrom('orders').select(['id', 'status']).where('workspace_id', '=', workspaceId).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new DomainError('the event names no order of this workspace');
    if (order.status !== 'paid') throw new DomainError(`order ${order.id} is ${order.status}, not paid`);
    const product = await trx.selectFrom('products').select('id').where('workspace_id', '=', workspaceId).where('id', '=', action.product_id ?? 0).executeTakeFirst();
    if (!product) throw new DomainError(`product ${action.product_id ?? '?'} no longer exists`);
    const held = await trx.selectFrom('entitlements').select('id').where('workspace_id', '=', workspaceId).where('order_id', '=', order.id).where('product_id', '=', product.id).where('status', '=', 'active').executeTakeFirst();
    if (held) return;
    const granted = await trx
      .insertInto('entitlements')
      .values({ workspace_id: workspaceId, order_id: order.id, product_id: product.id, status: 'active', granted_at: now(), revoked_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    await raiseEvent(trx, workspaceId, 'entitlement.granted', toEntitlementChange(granted));
  } else if (action.type === 'publish_post') {
    await publishWithin(trx, workspaceId, action.post_id ?? 0);
  } else {
    const at = now();
    const { users, mark } = await noticeRecipients(trx, workspaceId, ['owner', 'admin']);
    for (const { id: userId } of users) {
      await trx.insertInto('notifications').values({ workspace_id: workspaceId, user_id: userId, kind: 'automation.notify', subject: `${mark}${rule.name}`, body: action.message ?? '', created_at: at, emailed_at: null }).execute();
    }
  }
}

/** Runs one rule (enabled, unless `evenDisabled`) for one event, once; 1 when it ran, 0 when the event does not match, the rule changed, or another worker ran it. */
export async function runOnce(db: Kysely<Database>, ruleId: number, event: Trigger, evenDisabled = false): Promise<number> {
  return transactWithEvents(db, async (trx) => {
    markAutomationRun(trx);
    let query = trx.selectFrom('automations').selectAll().where('id', '=', ruleId);
    // Test mode's trigger runs its own rule, which stays disabled so that nothing else ever runs it.
    if (!evenDisabled) query = query.where('enabled', '=', 1);
    const rule = await query.executeTakeFirst();
    if (!rule || rule.trigger_event !== event.name) return 0;
    const subject = subjectOf(event);
    if (rule.trigger_product_id !== null && !subject.products.includes(rule.trigger_product_id)) return 0;
    // The run's row first: a second worker on the same event waits here for this transaction, then finds it.
    const claimed = await trx
      .insertInto('automation_runs')
      .values({ workspace_id: rule.workspace_id, automation_id: rule.id, trigger_event_id: event.id, action: rule.action, outcome: 'succeeded', error: null, created_at: now() })
      .onConflict((oc) => oc.columns(['automation_id', 'trigger_event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 0;
    const action = JSON.parse(rule.action) as Action;
    let error: string | undefined;
    await sql`savepoint automation_action`.execute(trx);
    try {
      await act(trx, rule, action, subject);
      await sql`release savepoint automation_action`.execute(trx);
    } catch (failure) {
      await sql`rollback to savepoint automation_action`.execute(trx);
      error = failure instanceof DomainError || failure instanceof ApiError ? failure.message : 'the action failed unexpectedly';
    }
    if (error !== undefined) await trx.updateTable('automation_runs').set({ outcome: 'failed', error }).where('id', '=', claimed.id).execute();
    const run: AutomationRun = { automation_id: rule.id, trigger_event_id: event.id, action, outcome: error === undefined ? 'succeeded' : 'failed', ...(error !== undefined && { error }) };
    await raiseEvent(trx, rule.workspace_id, 'automation.run', run);
    return 1;
  });
}

/**
 * The worker's job: every enabled rule, for the events after its cursor that it has not run for (at most 100 a rule
 * a pass); returns how many runs it made. The cursor only passes events older than {@link SETTLED_MS}: on
 * PostgreSQL an event's id is taken before its transaction commits, so a newer id can be seen first, and an older
 * event still committing must not be skipped. Until then, runs already made are what keeps each run to one.
 */
export async function runAutomations(db: Kysely<Database>, time = Date.now()): Promise<number> {
  const rules = await db.selectFrom('automations').selectAll().where('enabled', '=', 1).orderBy('id').execute();
  const settled = formatTimestamp(new Date(time - SETTLED_MS));
  let runs = 0;
  for (const rule of rules) {
    const events = await db
      .selectFrom('events')
      .select(['id', 'name', 'data', 'created_at'])
      .where('workspace_id', '=', rule.workspace_id)
      .where('name', '=', rule.trigger_event)
      .where('id', '>', rule.last_event_id)
      .where('by_automation', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('automation_runs').select('automation_runs.id').where('automation_runs.automation_id', '=', rule.id).whereRef('automation_runs.trigger_event_id', '=', 'events.id'))))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let cursor = rule.last_event_id;
    let passing = true;
    for (const event of events) {
      runs += await runOnce(db, rule.id, event);
      passing &&= event.created_at <= settled;
      if (passing) cursor = event.id;
    }
    if (events.length < BATCH) {
      // Every event after the cursor that is visible now has been run or looked at: the cursor passes the settled ones.
      const settledMax = await db
        .selectFrom('events')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('workspace_id', '=', rule.workspace_id)
        .where('name', '=', rule.trigger_event)
        .where('id', '>', rule.last_event_id)
        .where('created_at', '<=', settled)
        .executeTakeFirst();
      cursor = Math.max(cursor, Number(settledMax?.id ?? 0));
    }
    if (cursor > rule.last_event_id) await db.updateTable('automations').set({ last_event_id: cursor }).where('id', '=', rule.id).where('last_event_id', '<', cursor).execute();
  }
  return runs;
}
