/** Commands that change the domain as a payment provider, a community or a scheduler would, raising events. */
import { addMember } from '../members/service.js';
import { payOrder, refundOrder } from '../orders/service.js';
import { publishPost } from '../posts/service.js';
import { emitEvents } from '../webhooks/emit.js';
import { positiveInt, str, UsageError, workspaceOf } from './args.js';
import type { Command } from './commands.js';

const ws = { workspace: { type: 'string' } } as const;


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
      let data: unknown = {};
      const text = str(args, 'data');
      if (text !== undefined) {
        try {
          data = JSON.parse(text);
        } catch {
          throw new UsageError('--data must be JSON');
        }
      }
      const repeat = str(args, 'repeat') === undefined ? 1 : positiveInt(str(args, 'repeat'), '--repeat', 1_000_000);
      const workspace = await workspaceOf(db, args);
      const result = await emitEvents(db, workspace.id, str(args, 'event') as string, data, repeat);
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
