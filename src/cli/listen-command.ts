/**
 * `listen --forward-to URL`: the workspace's events, as they are raised, POSTed to a local receiver, signed in both
 * schemes with the key's listen secret (docs/live-status.md#listen). A client of the API: it opens no store.
 */
import { CreatorWorkspaceError, eventStreamMessages, listenSecret, signatureHeaders, type StreamMessage } from '@creator-workspace/sdk';
import { loadConfig } from '../config.js';
import { isEventName } from '../webhooks/events.js';
import { VERSION } from '../project.js';
import { str, UsageError, type Args } from './args.js';
import type { Command } from './commands.js';

/** Where `listen` writes: one line per forwarded event and per change of the connection. */
export interface ListenIo {
  out(text: string): void;
  err(text: string): void;
}

const FORWARD_TIMEOUT_MS = 10_000;
const LISTEN_USAGE = 'listen --forward-to <URL> [--events a,b] [--print-secret] [--api-key KEY] [--base-url URL]';
const clock = () => new Date().toISOString().slice(11, 19);

/** POSTs one event to the receiver as a webhook delivery of it would be; the status (or why none) and the time taken. */
async function forward(url: string, secret: string, message: StreamMessage): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  const id = `evt_${message.id}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `creator-workspace-listen/${VERSION}`, 'x-service-event': message.event, 'x-service-delivery': id, ...signatureHeaders([secret], id, message.data) },
      body: message.data,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: String(response.status), ms: Math.round(performance.now() - started) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { status: `failed (${cause})`, ms: Math.round(performance.now() - started) };
  }
}

function checkedUrl(text: string | undefined, flag: string): string {
  try {
    const url = new URL(text ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // Said below.
  }
  throw new UsageError(`${flag} must be an http(s) URL, got "${text ?? ''}"`);
}

/** Runs until SIGINT/SIGTERM (exit 0) or a refusal retrying cannot change (a revoked key: exit 1). */
export async function listen(args: Args, io: ListenIo, env: NodeJS.ProcessEnv): Promise<number> {
  const config = loadConfig(env);
  const apiKey = str(args, 'api-key') ?? config.listenApiKey;
  if (apiKey === '') throw new UsageError('listen needs an API key with the webhooks scope: --api-key cwk_… or CW_API_KEY');
  const secret = listenSecret(apiKey);
  if (args.values['print-secret'] === true) {
    io.out(`${secret}\n`);
    return 0;
  }
  if (str(args, 'forward-to') === undefined) throw new UsageError(`missing --forward-to; expected: ${LISTEN_USAGE}`);
  const target = checkedUrl(str(args, 'forward-to'), '--forward-to');
  const baseUrl = checkedUrl(str(args, 'base-url') ?? config.publicBaseUrl, '--base-url').replace(/\/+$/, '');
  const events = (str(args, 'events') ?? '').split(',').filter((name) => name !== '');
  const unknown = events.filter((name) => !isEventName(name));
  if (unknown.length > 0) throw new UsageError(`--events: unknown event name(s) ${unknown.join(', ')}`);

  const stop = new AbortController();
  const quit = () => stop.abort();
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
  // The last id received: follow() resumes after it by itself; here it only names where a 422 left off.
  let lastEventId: string | undefined;
  let ready = false;
  try {
    while (!stop.signal.aborted) {
      try {
        const stream = eventStreamMessages({ apiKey, baseUrl }, { events: events.length > 0 ? events.join(',') : undefined }, {
          signal: stop.signal,
          onConnection: (state, detail) => {
            if (state !== 'lost') return;
            if (!ready) io.out(`!! ${clock()}  Cannot reach ${baseUrl} (${describe(detail.error)}); retrying until it answers.\n`);
            else io.out(`!! ${clock()}  Connection to ${baseUrl} lost (${describe(detail.error)}). Reconnecting; the events after ${detail.lastEventId ?? 'the last one'} will follow.\n`);
          },
        });
        for await (const message of stream) {
          lastEventId = message.id;
          if (message.event === 'ready') {
            const { workspace } = JSON.parse(message.data) as { workspace?: string };
            io.out(ready ? `   ${clock()}  Connection back: resuming after event ${message.id}.\n` : `Ready! Forwarding the events of ${workspace ?? 'the workspace'} to ${target}, signed with your listen secret (--print-secret shows it). Ctrl-C stops.\n`);
            ready = true;
            continue;
          }
          const { status, ms } = await forward(target, secret, message);
          io.out(`${clock()}  ${message.event.padEnd(22)} ${message.id.padStart(8)}  → ${status}  ${ms} ms\n`);
        }
      } catch (error) {
        if (!(error instanceof CreatorWorkspaceError) || error.status !== 422 || error.fields?.['Last-Event-ID'] === undefined) throw error;
        io.out(`!! ${clock()}  The events after ${lastEventId ?? '?'} are past the API's retention and cannot be sent: resuming from now.\n`);
        lastEventId = undefined;
      }
    }
    io.out('Stopped.\n');
    return 0;
  } catch (error) {
    io.err(`creator-workspace listen: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    process.off('SIGINT', quit);
    process.off('SIGTERM', quit);
  }
}

function describe(error: unknown): string {
  if (error === undefined) return 'the stream ended';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}

/** The command table's entry; it runs without a store (main/cli.ts calls `withoutStore`). */
export const LISTEN_COMMAND: Command = {
  usage: LISTEN_USAGE,
  options: { 'forward-to': { type: 'string' }, events: { type: 'string' }, 'print-secret': { type: 'boolean' }, 'api-key': { type: 'string' }, 'base-url': { type: 'string' } },
  positionals: 0,
  run: () => Promise.reject(new UsageError('listen runs without a store')),
  withoutStore: listen,
};
