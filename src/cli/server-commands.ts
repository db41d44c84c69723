/** `server …` commands: game servers and their ingest tokens and zones. */
import { createServer, rotateToken, setZones } from '../servers/service.js';
import { parseZones } from '../servers/zones.js';
import { positiveInt, str, workspaceOf } from './args.js';
import type { Command } from './commands.js';


/** The server command table. */
export const SERVER_COMMANDS: Record<string, Command> = {
  'server create': {
    usage: 'server create --workspace <slug> --name N [--game G] [--max-players N] [--region R] [--address A] [--zones JSON]',
    options: { workspace: { type: 'string' }, name: { type: 'string' }, game: { type: 'string' }, 'max-players': { type: 'string' }, region: { type: 'string' }, address: { type: 'string' }, zones: { type: 'string' } },
    positionals: 0,
    required: ['workspace', 'name'],
    run: async ({ db }, args) => {
      const maxPlayers = str(args, 'max-players') === undefined ? undefined : positiveInt(str(args, 'max-players'), '--max-players', 1_000_000);
      const zones = str(args, 'zones') === undefined ? undefined : parseZones(str(args, 'zones') as string);
      const workspace = await workspaceOf(db, args);
      const server = await createServer(db, workspace.id, { name: str(args, 'name') as string, game: str(args, 'game'), maxPlayers, region: str(args, 'region'), address: str(args, 'address'), zones });
      return {
        json: server,
        text: `Created server ${server.id} (${server.name}). Its ingest token is shown this once:\n\n  ${server.ingest_token}\n\nSend heartbeats to POST /ingest/v1/heartbeat with "Authorization: Bearer <token>".`,
      };
    },
  },
  'server zones set': {
    usage: 'server zones set --workspace <slug> <server id> --zones JSON',
    options: { workspace: { type: 'string' }, zones: { type: 'string' } },
    positionals: 1,
    required: ['workspace', 'zones'],
    run: async ({ db }, args) => {
      const id = positiveInt(args.positionals[0], 'server id');
      const zones = parseZones(str(args, 'zones') as string);
      const workspace = await workspaceOf(db, args);
      const server = await setZones(db, workspace.id, id, zones);
      return { json: server, text: `Server ${id} now has ${zones.length} zone(s): ${zones.map((z) => z.name).join(', ') || '(none)'}.` };
    },
  },
  'server token rotate': {
    usage: 'server token rotate --workspace <slug> <server id>',
    options: { workspace: { type: 'string' } },
    positionals: 1,
    required: ['workspace'],
    run: async ({ db }, args) => {
      const id = positiveInt(args.positionals[0], 'server id');
      const workspace = await workspaceOf(db, args);
      const rotated = await rotateToken(db, workspace.id, id);
      return { json: rotated, text: `New ingest token for server ${id} (the old one no longer works):\n\n  ${rotated.ingest_token}\n` };
    },
  },
};
