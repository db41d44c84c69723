/** `user create` and `user set-password` (docs/decisions.md#11-dashboard): people who sign in to the dashboard. */
import { createUserInWorkspace, setPassword } from '../users/service.js';
import { str, UsageError, workspaceOf } from './args.js';
import type { Command } from './commands.js';

/** The password on standard input: its first line, without the line ending; bounded so a pipe cannot fill memory. */
async function readPassword(limit = 4096): Promise<string> {
  // Typed at a terminal it would be echoed and kept in the scrollback: it must come through a pipe.
  if (process.stdin.isTTY) throw new UsageError('pipe the password on standard input, e.g. `printf %s "$PASSWORD" | creator-workspace user set-password --email E`');
  let text = '';
  for await (const chunk of process.stdin as AsyncIterable<Buffer | string>) {
    text += chunk.toString();
    if (text.includes('\n') || text.length > limit) break;
  }
  if (text.length > limit) throw new UsageError(`the password on standard input must be under ${limit} characters`);
  const line = text.split(/\r?\n/)[0] ?? '';
  if (line === '') throw new UsageError('give the password on standard input, e.g. `printf %s "$PASSWORD" | creator-workspace user set-password --email E`');
  return line;
}

/** The user command table. */
export const USER_COMMANDS: Record<string, Command> = {
  'user create': {
    usage: 'user create --workspace <slug> --email E --role <owner|admin|moderator|member> [--name N]',
    options: { workspace: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    positionals: 0,
    required: ['workspace', 'email', 'role'],
    run: async ({ db }, args) => {
      const workspace = await workspaceOf(db, args);
      const result = await createUserInWorkspace(db, workspace.id, { email: str(args, 'email') as string, role: str(args, 'role') as string, name: str(args, 'name') });
      const text = `${result.created ? 'Created' : 'Updated'} ${result.email}: ${result.role} of ${workspace.slug}.${result.created ? ' Set a password with `user set-password`.' : ''}`;
      return { json: { ...result, workspace: workspace.slug }, text };
    },
  },
  'user set-password': {
    usage: 'user set-password --email E   (the password is read from standard input)',
    options: { email: { type: 'string' } },
    positionals: 0,
    required: ['email'],
    run: async ({ db }, args) => {
      const email = str(args, 'email') as string;
      await setPassword(db, email, await readPassword());
      return { json: { email, password_set: true }, text: `Password set for ${email}; their other sessions are signed out.` };
    },
  },
};
