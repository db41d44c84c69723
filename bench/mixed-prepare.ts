/** bench:mixed's store: workspaces with the demo data, keys, a heartbeat server, a webhook and more, made through the services; their ids read back. */
import { openStore } from '../src/db/database.js';
import { seed } from '../src/demo/seed.js';
import { createAutomation } from '../src/automations/service.js';
import { SCOPES } from '../src/keys/scopes.js';
import { createKey } from '../src/keys/service.js';
import { makeReport } from '../src/reports/service.js';
import { createServer } from '../src/servers/service.js';
import { startStream } from '../src/streams/service.js';
import { sendTestEvent } from '../src/webhooks/operations.js';
import { registerWebhook } from '../src/webhooks/service.js';
import { createWorkspace } from '../src/workspaces/service.js';

/** Workspaces and API keys per workspace. */
export const WORKSPACES = 4;
export const KEYS_PER_WORKSPACE = 8;

const DAY_MS = 86_400_000;

/** What the load needs to know about one prepared workspace: its keys and real ids from the store. */
export interface PreparedWorkspace {
  readonly slug: string;
  readonly id: number;
  readonly keys: readonly string[];
  /** The game server that sends heartbeats, and its ingest token. */
  readonly heartbeatServerId: number;
  readonly ingestToken: string;
  readonly activeProductIds: readonly number[];
  readonly archivedProductIds: readonly number[];
  /** Newest first. */
  readonly orderIds: readonly number[];
  readonly serverIds: readonly number[];
  readonly postIds: readonly number[];
  readonly memberIds: readonly number[];
  readonly subscriptionIds: readonly number[];
  readonly webhookIds: readonly number[];
  /** Deliveries of the first webhook. */
  readonly deliveryIds: readonly string[];
  readonly automationIds: readonly number[];
  readonly reportIds: readonly number[];
  readonly streamIds: readonly number[];
}

/** The day `days` ago, YYYY-MM-DD (UTC). */
const dayAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Migrates the store at `url` and fills it: WORKSPACES workspaces, each with the demo data, KEYS_PER_WORKSPACE
 * all-scope keys, a game server for heartbeats, a webhook to `receiverUrl` (with a test delivery), a live stream,
 * a report and an automation. Returns each workspace's keys and ids, read back from the store.
 */
export async function prepareStore(url: string, receiverUrl: string): Promise<PreparedWorkspace[]> {
  const store = openStore(url);
  try {
    await store.migrate();
    const db = store.db;
    const prepared: PreparedWorkspace[] = [];
    for (let w = 0; w < WORKSPACES; w += 1) {
      const slug = `mixed-${w + 1}`;
      const workspace = await createWorkspace(db, { slug, name: `Mixed ${w + 1}`, currency: w % 2 === 0 ? 'USD' : 'EUR' });
      await seed(db, workspace);
      const keys: string[] = [];
      for (let k = 0; k < KEYS_PER_WORKSPACE; k += 1) keys.push((await createKey(db, workspace.id, { scopes: [...SCOPES], name: `bench:mixed ${k + 1}` })).key);
      const server = await createServer(db, workspace.id, { name: 'Bench heartbeats', game: 'minecraft', maxPlayers: 100, region: 'eu-west' });
      const webhook = await registerWebhook(db, workspace.id, { url: receiverUrl, events: ['*'] }, true);
      await startStream(db, workspace.id, { title: 'Bench stream', platform: 'twitch', url: 'https://twitch.example/bench' });
      await makeReport(db, workspace.id, 'custom', dayAgo(30), dayAgo(0));
      await createAutomation(db, workspace.id, { name: 'Bench: notify on paid', trigger: { event: 'order.paid' }, action: { type: 'notify', message: 'An order was paid' } });
      await sendTestEvent(db, workspace.id, webhook.id, 'order.paid');

      const ws = workspace.id;
      const ids = async (table: 'orders' | 'servers' | 'posts' | 'members' | 'subscriptions' | 'webhooks' | 'automations' | 'reports' | 'streams'): Promise<number[]> =>
        (await db.selectFrom(table).select('id').where('workspace_id', '=', ws).orderBy('id', 'desc').execute()).map((row) => row.id);
      const products = await db.selectFrom('products').select(['id', 'is_active']).where('workspace_id', '=', ws).orderBy('id').execute();
      const webhookIds = await ids('webhooks');
      const deliveries = await db
        .selectFrom('deliveries')
        .select('id')
        .where('workspace_id', '=', ws)
        .where('webhook_id', '=', webhookIds[0] ?? 0)
        .orderBy('created_at', 'desc')
        .execute();
      prepared.push({
        slug,
        id: ws,
        keys,
        heartbeatServerId: server.id,
        ingestToken: server.ingest_token,
        activeProductIds: products.filter((p) => p.is_active === 1).map((p) => p.id),
        archivedProductIds: products.filter((p) => p.is_active !== 1).map((p) => p.id),
        orderIds: await ids('orders'),
        serverIds: (await ids('servers')).reverse(),
        postIds: (await ids('posts')).reverse(),
        memberIds: await ids('members'),
        subscriptionIds: await ids('subscriptions'),
        webhookIds,
        deliveryIds: deliveries.map((d) => d.id),
        automationIds: await ids('automations'),
        reportIds: await ids('reports'),
        streamIds: await ids('streams'),
      });
    }
    return prepared;
  } finally {
    await store.close();
  }
}

/** One line per workspace: how much of each it holds. */
export function describe(workspaces: readonly PreparedWorkspace[]): string {
  return workspaces
    .map(
      (w) =>
        `  ${w.slug}: ${w.keys.length} keys, ${w.activeProductIds.length}+${w.archivedProductIds.length} products, ${w.orderIds.length} orders, ` +
        `${w.subscriptionIds.length} subscriptions, ${w.serverIds.length} servers, ${w.postIds.length} posts, ${w.memberIds.length} members, ` +
        `${w.webhookIds.length} webhook (${w.deliveryIds.length} deliveries), ${w.automationIds.length} automation, ${w.reportIds.length} report, ${w.streamIds.length} stream`,
    )
    .join('\n');
}
