/** The webhook operations of docs/decisions.md#10-webhook-operations for operators: the attempt log, redeliver, recover, test events, secret rotation. */
import { loadConfig } from '../config.js';
import { DomainError } from '../domain-error.js';
import { listAttempts } from '../webhooks/engine/delivery-repository.js';
import { isEventName } from '../webhooks/events.js';
import { recoverDeliveries, redeliver, rotateSecret, sendTestEvent } from '../webhooks/operations.js';
import { findWebhook } from '../webhooks/repository.js';
import { DEFAULT_PREVIOUS_VALID_SECONDS, MAX_PREVIOUS_VALID_SECONDS } from '../webhooks/delivery-schema.js';
import { parseDateTime } from '../time.js';
import { positiveInt, str, UsageError, workspaceOf } from './args.js';
import type { Command } from './commands.js';

const ws = { workspace: { type: 'string' } } as const;

function dateTime(text: string | undefined, flag: string): string | undefined {
  if (text === undefined) return undefined;
  if (parseDateTime(text) === undefined) throw new UsageError(`${flag} must be a date-time (RFC 3339 or YYYY-MM-DD HH:MM:SS), got "${text}"`);
  return text;
}

/** The webhook command table. */
export const WEBHOOK_COMMANDS: Record<string, Command> = {
  'webhooks deliveries': {
    usage: 'webhooks deliveries --workspace <slug> [--webhook id] [--limit N]',
    options: { ...ws, webhook: { type: 'string' }, limit: { type: 'string' } },
    positionals: 0,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const webhookId = str(args, 'webhook') === undefined ? undefined : positiveInt(str(args, 'webhook'), '--webhook');
      const limit = str(args, 'limit') === undefined ? 100 : positiveInt(str(args, 'limit'), '--limit', 10_000);
      const workspace = await workspaceOf(db, args);
      const rows = await listAttempts(db, workspace.id, { webhookId, limit });
      // A deleted webhook's history is still shown; only an id that never had either is an error.
      if (rows.length === 0 && webhookId !== undefined && !(await findWebhook(db, workspace.id, webhookId))) {
        throw new DomainError(`no webhook ${webhookId} in this workspace`);
      }
      const text = rows
        .map((r) => `${r.attempted_at}\t${r.delivery_id}\twebhook ${r.webhook_id}\t${r.event_name}\tattempt ${r.attempt}\t${r.succeeded ? 'ok' : 'failed'} ${r.status_code ?? r.error}\t${r.duration_ms} ms${r.retry_after === null ? '' : `\tRetry-After ${r.retry_after} s`}`)
        .join('\n');
      return { json: rows.map((r) => ({ ...r, succeeded: r.succeeded === 1 })), text: text || 'No delivery attempts.' };
    },
  },
  'webhooks redeliver': {
    usage: 'webhooks redeliver --workspace <slug> <webhook id> <delivery id>',
    options: ws,
    positionals: 2,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const webhookId = positiveInt(args.positionals[0], 'webhook id');
      const deliveryId = args.positionals[1] as string;
      if (!/^msg_[0-9A-Za-z]{24}$/.test(deliveryId)) throw new UsageError(`delivery id must look like msg_…, got "${deliveryId}"`);
      const workspace = await workspaceOf(db, args);
      const delivery = await redeliver(db, workspace.id, webhookId, deliveryId);
      return { json: delivery, text: `Delivery ${delivery.id} is due again now.` };
    },
  },
  'webhooks recover': {
    usage: 'webhooks recover --workspace <slug> <webhook id> --since <date-time> [--until <date-time>]',
    options: { ...ws, since: { type: 'string' }, until: { type: 'string' } },
    positionals: 1,
    required: ['workspace', 'since'],
    run: async ({ db }, args, _applied, env) => {
      const webhookId = positiveInt(args.positionals[0], 'webhook id');
      const since = dateTime(str(args, 'since'), '--since') as string;
      const until = dateTime(str(args, 'until'), '--until');
      const workspace = await workspaceOf(db, args);
      const result = await recoverDeliveries(db, workspace.id, webhookId, { since, until }, loadConfig(env).webhookRetentionDays);
      return { json: result, text: `Recovered ${result.recovered} failed delivery(ies).` };
    },
  },
  'webhooks test': {
    usage: 'webhooks test --workspace <slug> <webhook id> --event <name>',
    options: { ...ws, event: { type: 'string' } },
    positionals: 1,
    required: ['workspace', 'event'],
    run: async ({ db }, args) => {
      const webhookId = positiveInt(args.positionals[0], 'webhook id');
      const event = str(args, 'event') as string;
      if (!isEventName(event)) throw new UsageError(`--event must be an event name, got "${event}"`);
      const workspace = await workspaceOf(db, args);
      const delivery = await sendTestEvent(db, workspace.id, webhookId, event);
      return { json: delivery, text: `Test delivery ${delivery.id} of ${event} is due now.` };
    },
  },
  'webhooks rotate-secret': {
    usage: 'webhooks rotate-secret --workspace <slug> <webhook id> [--previous-valid-seconds N]',
    options: { ...ws, 'previous-valid-seconds': { type: 'string' } },
    positionals: 1,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const webhookId = positiveInt(args.positionals[0], 'webhook id');
      const given = str(args, 'previous-valid-seconds');
      if (given !== undefined && (!/^\d{1,6}$/.test(given) || Number(given) > MAX_PREVIOUS_VALID_SECONDS)) {
        throw new UsageError(`--previous-valid-seconds must be an integer 0–${MAX_PREVIOUS_VALID_SECONDS}, got "${given}"`);
      }
      const workspace = await workspaceOf(db, args);
      const rotated = await rotateSecret(db, workspace.id, webhookId, given === undefined ? DEFAULT_PREVIOUS_VALID_SECONDS : Number(given));
      return { json: rotated, text: `The new secret of webhook ${rotated.id}, shown this once:\n\n  ${rotated.secret}` };
    },
  },
};
