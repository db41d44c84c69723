/**
 * `trigger <event>`: raises an event in test mode through the API, by its real cause (docs/decisions.md#21-test-mode),
 * like `stripe trigger`. A client of the API with a test key: it opens no store.
 */
import { CreatorWorkspace, CreatorWorkspaceError } from '@creator-workspace/sdk';
import { loadConfig } from '../config.js';
import { TEST_KEY_PREFIX } from '../keys/format.js';
import { EVENT_NAMES, isEventName } from '../webhooks/events.js';
import { str, UsageError, type Args } from './args.js';
import type { Command } from './commands.js';

const TRIGGER_USAGE = 'trigger <event> [--api-key cwk_test_…] [--base-url URL] [--json]';

/** Raises the event; prints what its cause raised. Exit 0, or 1 when the API refused. */
async function trigger(args: Args, io: { out(text: string): void; err(text: string): void }, env: NodeJS.ProcessEnv): Promise<number> {
  const config = loadConfig(env);
  const event = args.positionals[0] ?? '';
  if (!isEventName(event)) throw new UsageError(`unknown event "${event}"; one of ${EVENT_NAMES.join(', ')}`);
  const apiKey = str(args, 'api-key') ?? config.listenApiKey;
  if (!apiKey.startsWith(TEST_KEY_PREFIX)) throw new UsageError('trigger needs a test key: --api-key cwk_test_… or CW_API_KEY (make one with `key create --workspace <slug> --scopes all --test`)');
  const baseUrl = (str(args, 'base-url') ?? config.publicBaseUrl).replace(/\/+$/, '');
  try {
    const answer = await new CreatorWorkspace({ apiKey, baseUrl, maxRetries: 0 }).triggerEvent({ event });
    if (args.values['json'] === true) io.out(`${JSON.stringify(answer)}\n`);
    else io.out(`Triggered ${event} in test mode. Raised:\n${answer.events.map((e) => `  ${e.event.padEnd(22)} event ${e.id}`).join('\n')}\n`);
    return 0;
  } catch (error) {
    const detail = error instanceof CreatorWorkspaceError ? `${error.status} ${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
    io.err(`creator-workspace trigger: ${detail}\n`);
    return 1;
  }
}

/** The command table's entry; it runs without a store (main/cli.ts calls `withoutStore`). */
export const TRIGGER_COMMAND: Command = {
  usage: TRIGGER_USAGE,
  options: { 'api-key': { type: 'string' }, 'base-url': { type: 'string' } },
  positionals: 1,
  run: () => Promise.reject(new UsageError('trigger runs without a store')),
  withoutStore: trigger,
};
