/** Commands that change the domain as a payment provider, a community or a scheduler would, raising events. */
import { addMember } from '../members/service.js';
import { payOrder, refundOrder } from '../orders/service.js';
import { publishPost } from '../posts/service.js';
import { emitEvents } from '../webhooks/emit.js';
import { isEventName, type EventName } from '../webhooks/events.js';
import { SAMPLE_DATA } from '../webhooks/samples.js';
import { closedEventData, eventComponentName } from '../openapi/events.js';
import { bodyProblems } from '../http/validation.js';
import { positiveInt, str, UsageError, workspaceOf } from './args.js';
import type { Command } from './commands.js';

const ws = { workspace: { type: 'string' } } as const;


/**
 * The `data` of an emitted event: the event's documented sample with the fields of `--data` over it, checked
 * against the event's schema, so a receiver (and the SDK's typed parseWebhook) gets what the document promises.
 */
function eventData(name: EventName, text: string | undefined): unknown {
  let given: unknown = {};
  if (text !== undefined) {
    try {
      given = JSON.parse(text);
    } catch {
      throw new UsageError('--data must be JSON');
    }
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new UsageError('--data must be a JSON object');
  const data: unknown = { ...(structuredClone(SAMPLE_DATA[name]) as object), ...given };
  const problems = bodyProblems(closedEventData(name), data);
  if (problems !== undefined) {
    const said = Object.entries(problems).map(([field, messages]) => `${field} ${messages.join('; ')}`);
    throw new UsageError(`--data does not fit the ${name} event (the document's ${eventComponentName(name)}.data): ${said.join('; ')}`);
  }
  return data;
}

function orderCommand(verb: 'pay' | 'refund'): Command {
  return {
    usage: `orders ${verb} --workspace <slug> <order id>`,
    options: ws,
    positionals: 1,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const id = positiveInt(args.positionals[0], 'order id');
      const workspace = await workspaceOf(db, args);
      const order = await (verb === 'pay' ? payOrder : refundOrder)(db, workspace.id, id);
      return { json: order, text: `Order ${order.number} is now ${order.status}.` };
    },
  };
}

/** The domain command table. */
export const DOMAIN_COMMANDS: Record<string, Command> = {
  'events emit': {
    usage: 'events emit --workspace <slug> --event <name> [--data JSON] [--repeat N]',
    options: { ...ws, event: { type: 'string' }, data: { type: 'string' }, repeat: { type: 'string' } },
    positionals: 0,
    required: ['workspace', 'event'],
    run: async ({ db }, args) => {
      const name = str(args, 'event') as string;
      const data = isEventName(name) ? eventData(name, str(args, 'data')) : {};
      const repeat = str(args, 'repeat') === undefined ? 1 : positiveInt(str(args, 'repeat'), '--repeat', 1_000_000);
      const workspace = await workspaceOf(db, args);
      const result = await emitEvents(db, workspace.id, name, data, repeat);
      return { json: result, text: `Raised ${result.events} event(s), ${result.deliveries} delivery(ies) queued.` };
    },
  },
  'orders pay': orderCommand('pay'),
  'orders refund': orderCommand('refund'),
  'members add': {
    usage: 'members add --workspace <slug> --email E [--name N] [--role owner|admin|moderator|member] [--hide-username]',
    options: { ...ws, email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, 'hide-username': { type: 'boolean' } },
    positionals: 0,
    required: ['workspace', 'email'],
    run: async ({ db }, args) => {
      const workspace = await workspaceOf(db, args);
      const member = await addMember(db, workspace.id, { email: str(args, 'email') as string, name: str(args, 'name'), role: str(args, 'role'), hideUsername: args.values['hide-username'] === true });
      return { json: member, text: `Added ${member.display_name} as ${member.role}.` };
    },
  },
  'posts publish': {
    usage: 'posts publish --workspace <slug> <post id>',
    options: ws,
    positionals: 1,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const id = positiveInt(args.positionals[0], 'post id');
      const workspace = await workspaceOf(db, args);
      const post = await publishPost(db, workspace.id, id);
      return { json: post, text: `Published post ${post.id}.` };
    },
  },
};
