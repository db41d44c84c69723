/** Creating, changing and deleting rules (docs/webhooks.md, Automations): every reference checked, at most 50 per workspace, never on automation.run. */
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { fieldErrors, notFound, validationError, type FieldErrors } from '../api-error.js';
import { now } from '../time.js';
import { countAutomations, findAutomation, lastEventId, type AutomationRow } from './repository.js';
import type { Action, Automation, CreateAutomation, UpdateAutomation } from './schema.js';

/** The most rules a workspace may have. */
export const MAX_AUTOMATIONS = 50;
/** The events that are about an order, its entitlements or its subscriptions: those a product filter and a grant can follow. */
export const ORDER_EVENTS = ['order.paid', 'order.refunded', 'entitlement.granted', 'entitlement.revoked', 'subscription.created', 'subscription.canceled'];
const GRANT_TRIGGERS = ['order.paid', 'entitlement.granted', 'subscription.created'];

/** A rule row as the API shows it. */
export function toAutomation(row: AutomationRow): Automation {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled === 1,
    trigger: { event: row.trigger_event as Automation['trigger']['event'], product_id: row.trigger_product_id },
    action: JSON.parse(row.action) as Action,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The action with only the fields its type uses. */
function actionOf(action: Action): Action {
  if (action.type === 'grant_entitlement') return { type: action.type, ...(action.product_id !== undefined && { product_id: action.product_id }) };
  if (action.type === 'publish_post') return { type: action.type, ...(action.post_id !== undefined && { post_id: action.post_id }) };
  return { type: action.type, ...(action.message !== undefined && { message: action.message }) };
}

const exists = async (db: Db, table: 'products' | 'posts', workspaceId: number, id: number) =>
  (await db.selectFrom(table).select('id').where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst()) !== undefined;

/** Every rule a complete rule breaks, by field. */
async function problems(db: Db, workspaceId: number, rule: { trigger: Automation['trigger']; action: Action }): Promise<FieldErrors> {
  const errors = fieldErrors();
  const { trigger, action } = rule;
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (trigger.product_id != null) {
    if (!ORDER_EVENTS.includes(trigger.event)) add('trigger', 'product_id applies only to order, entitlement and subscription events');
    else if (!(await exists(db, 'products', workspaceId, trigger.product_id))) add('trigger', `product_id: product ${trigger.product_id} does not exist`);
  }
  if (action.type === 'grant_entitlement') {
    if (action.product_id === undefined) add('action', 'product_id is required for grant_entitlement');
    else if (!(await exists(db, 'products', workspaceId, action.product_id))) add('action', `product_id: product ${action.product_id} does not exist`);
    if (!GRANT_TRIGGERS.includes(trigger.event)) add('action', `grant_entitlement needs an order: trigger on ${GRANT_TRIGGERS.join(', ')}`);
  } else if (action.type === 'publish_post') {
    if (action.post_id === undefined) add('action', 'post_id is required for publish_post');
    else if (!(await exists(db, 'posts', workspaceId, action.post_id))) add('action', `post_id: post ${action.post_id} does not exist`);
  } else if (action.message === undefined) add('action', 'message is required for notify');
  return errors;
}

/** Creates a rule; it runs for events raised from now on. */
export async function createAutomation(db: Kysely<Database>, workspaceId: number, input: CreateAutomation): Promise<Automation> {
  return db.transaction().execute(async (trx) => {
    const errors = await problems(trx, workspaceId, input);
    if ((await countAutomations(trx, workspaceId)) >= MAX_AUTOMATIONS) (errors['name'] ??= []).push(`a workspace has at most ${MAX_AUTOMATIONS} automations; delete one first`);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const at = now();
    const row = await trx
      .insertInto('automations')
      .values({
        workspace_id: workspaceId,
        name: input.name,
        enabled: input.enabled === false ? 0 : 1,
        trigger_event: input.trigger.event,
        trigger_product_id: input.trigger.product_id ?? null,
        action: JSON.stringify(actionOf(input.action)),
        last_event_id: await lastEventId(trx, workspaceId),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAutomation(row);
  });
}

/** Changes a rule; a rule enabled again runs for events raised from then on. */
export async function updateAutomation(db: Kysely<Database>, workspaceId: number, id: number, input: UpdateAutomation): Promise<Automation> {
  return db.transaction().execute(async (trx) => {
    const row = await findAutomation(trx, workspaceId, id);
    if (!row) throw notFound('Automation');
    const current = toAutomation(row);
    const next = { trigger: input.trigger ?? current.trigger, action: input.action ?? current.action };
    const errors = await problems(trx, workspaceId, next);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const enabling = input.enabled === true && !current.enabled;
    const retriggered = next.trigger.event !== current.trigger.event || (next.trigger.product_id ?? null) !== (current.trigger.product_id ?? null);
    const changed = await trx
      .updateTable('automations')
      .set({
        name: input.name ?? current.name,
        enabled: (input.enabled ?? current.enabled) ? 1 : 0,
        trigger_event: next.trigger.event,
        trigger_product_id: next.trigger.product_id ?? null,
        action: JSON.stringify(actionOf(next.action)),
        // Enabled again, or given another trigger, it runs for what happens from now on, never for past events.
        ...((enabling || retriggered) && { last_event_id: await lastEventId(trx, workspaceId) }),
        updated_at: now(),
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAutomation(changed);
  });
}

/** Deletes a rule and its runs. */
export async function deleteAutomation(db: Kysely<Database>, workspaceId: number, id: number): Promise<{ id: number; deleted: true }> {
  return db.transaction().execute(async (trx) => {
    if (!(await findAutomation(trx, workspaceId, id))) throw notFound('Automation');
    await trx.deleteFrom('automation_runs').where('workspace_id', '=', workspaceId).where('automation_id', '=', id).execute();
    await trx.deleteFrom('automations').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
    return { id, deleted: true as const };
  });
}
