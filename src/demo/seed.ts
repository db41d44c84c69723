/** `seed`: the deterministic demo data of docs/decisions.md#8-demo-data, added to one workspace in one transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { DomainError } from '../domain-error.js';
import { slugify } from '../products/service.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { formatTimestamp } from '../time.js';
import { FIRST_NAMES, MEMBER_ROLES, POSTS, PRODUCTS, PROFILES, SERVERS, zoneRectangle } from './data.js';
import { seedOrders } from './orders.js';

/** A small deterministic PRNG (mulberry32), so every seed yields the same data set. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many rows of each resource the seed added. */
export type SeedCounts = Record<string, number>;

const DAY_MS = 86_400_000;

/** Adds the demo data set to the workspace, all or nothing; refuses a workspace that already has it. */
export async function seed(db: Kysely<Database>, workspace: WorkspaceRow, at: Date = new Date()): Promise<SeedCounts> {
  return db.transaction().execute((trx) => seedWorkspace(trx, workspace, at));
}

/** The body of {@link seed}, inside the caller's transaction. */
export async function seedWorkspace(trx: Transaction<Database>, workspace: WorkspaceRow, at: Date = new Date()): Promise<SeedCounts> {
  const random = prng(20261121);
  const ago = (maxDays: number) => formatTimestamp(new Date(at.getTime() - Math.floor(random() * maxDays * DAY_MS)));
  const time = formatTimestamp(at);
  const marker = await trx.selectFrom('profiles').select('id').where('workspace_id', '=', workspace.id).where('handle', '=', (PROFILES[0] as { handle: string }).handle).executeTakeFirst();
  if (marker) throw new DomainError(`workspace "${workspace.slug}" already holds the demo data`);
  const ws = workspace.id;

  await trx.insertInto('profiles').values(PROFILES.map((p) => ({ ...p, workspace_id: ws, avatar_url: `https://cdn.example/avatars/${p.handle}.png`, created_at: ago(60) }))).execute();

  const products = await trx
    .insertInto('products')
    .values(
      PRODUCTS.map((p) => ({
        workspace_id: ws,
        name: p.name,
        slug: slugify(p.name),
        description: `${p.name} for the PixelForge community.`,
        kind: p.kind,
        price_cents: p.price_cents,
        currency: p.currency ?? workspace.currency,
        interval: p.interval,
        deliverables: JSON.stringify(p.kind === 'recurring' ? [{ type: 'role', label: 'Discord role', value: p.name }] : [{ type: 'download', label: 'Download', value: `https://cdn.example/${slugify(p.name)}.zip` }]),
        is_active: p.active ? 1 : 0,
        created_at: ago(90),
        updated_at: time,
      })),
    )
    .returningAll()
    .execute();

  const orderCounts = await seedOrders(trx, ws, products, random, at);

  await trx
    .insertInto('servers')
    .values(
      SERVERS.map((s) => ({
        workspace_id: ws,
        name: s.name,
        game: s.game,
        address: s.address,
        region: s.region,
        max_players: s.max_players,
        status: s.status,
        players_online: s.zones.reduce((n, z) => n + z.players, 0) + (s.status === 'online' ? 2 : 0),
        last_heartbeat_at: s.status === 'online' ? time : formatTimestamp(new Date(at.getTime() - 3 * DAY_MS)),
        zones: JSON.stringify(s.zones.map((z, i) => zoneRectangle(i, z.name))),
        zone_counts: JSON.stringify(s.zones),
        ingest_token_hash: null,
        ingest_token_prefix: null,
        created_at: ago(60),
      })),
    )
    .execute();

  for (const [i, role] of MEMBER_ROLES.entries()) {
    const username = `${(FIRST_NAMES[i % FIRST_NAMES.length] as string).toLowerCase()}${i + 1}`;
    const email = `${username}@${workspace.slug}.demo.example`;
    const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const user =
      existing ??
      (await trx
        .insertInto('users')
        .values({ email, username, display_name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${String.fromCharCode(65 + (i % 26))}.`, hide_username: i % 13 === 5 ? 1 : 0, created_at: ago(120) })
        .returning('id')
        .executeTakeFirstOrThrow());
    await trx.insertInto('members').values({ workspace_id: ws, user_id: user.id, role, joined_at: ago(60) }).execute();
  }

  await trx
    .insertInto('posts')
    .values(
      POSTS.map((p, i) => ({
        workspace_id: ws,
        title: p.title,
        body: p.body,
        status: p.status,
        scheduled_at: p.status === 'scheduled' ? formatTimestamp(new Date(at.getTime() + 3 * DAY_MS)) : null,
        published_at: p.status === 'published' ? formatTimestamp(new Date(at.getTime() - (10 - i) * DAY_MS)) : null,
        media: JSON.stringify(i === 0 ? ['https://cdn.example/season4.png'] : []),
        created_at: formatTimestamp(new Date(at.getTime() - (12 - i) * DAY_MS)),
        updated_at: time,
      })),
    )
    .execute();

  return { profiles: PROFILES.length, products: products.length, ...orderCounts, servers: SERVERS.length, members: MEMBER_ROLES.length, posts: POSTS.length };
}
