/**
 * The reference of `npm run bench:uncached`: the obvious implementation of six reads, written as one would in an
 * afternoon — plain Fastify and better-sqlite3 on the same store, prepared statements, the key looked up by its
 * SHA-256 on every request, a scope check, the count and the page in two statements, `item_count` by subquery,
 * JSON.stringify. No cache, no rate limit, no log line. Run as its own process: `node plain-handler.js` with
 * DATABASE_FILE and PORT; prints "ready".
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import fastify from 'fastify';

const db = new Database(process.env['DATABASE_FILE'] as string);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');

const keyByHash = db.prepare('select workspace_id, scopes, revoked_at from api_keys where key_hash = ?');
const statements = {
  products: db.prepare('select * from products where workspace_id = ? and is_active = 1 order by id limit ? offset ?'),
  productCount: db.prepare('select count(*) as n from products where workspace_id = ? and is_active = 1'),
  product: db.prepare('select * from products where workspace_id = ? and id = ?'),
  orders: db.prepare(
    `select o.*, (select coalesce(sum(quantity), 0) from order_items i where i.workspace_id = o.workspace_id and i.order_id = o.id) as item_count
     from orders o where o.workspace_id = ? and (? is null or o.status = ?) order by o.id desc limit ? offset ?`,
  ),
  orderCount: db.prepare('select count(*) as n from orders where workspace_id = ? and (? is null or status = ?)'),
  order: db.prepare(
    `select o.*, (select coalesce(sum(quantity), 0) from order_items i where i.workspace_id = o.workspace_id and i.order_id = o.id) as item_count
     from orders o where o.workspace_id = ? and o.id = ?`,
  ),
  items: db.prepare('select product_id, name, quantity, unit_price_cents, total_cents from order_items where workspace_id = ? and order_id = ?'),
  entitlements: db.prepare('select product_id, status, granted_at, revoked_at from entitlements where workspace_id = ? and order_id = ?'),
  posts: db.prepare('select * from posts where workspace_id = ? and (? is null or status = ?) order by id desc limit ? offset ?'),
  postCount: db.prepare('select count(*) as n from posts where workspace_id = ? and (? is null or status = ?)'),
  post: db.prepare('select * from posts where workspace_id = ? and id = ?'),
};

type Query = { page?: string; per_page?: string; status?: string };
type Row = Record<string, unknown>;

const app = fastify();

/** The caller's workspace, or an answer refusing it. */
function workspaceOf(authorization: string | undefined, scope: string, reply: { code(n: number): unknown }): number | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const key = token === undefined ? undefined : (keyByHash.get(createHash('sha256').update(token).digest('hex')) as Row | undefined);
  if (key === undefined || key['revoked_at'] !== null) {
    reply.code(401);
    return undefined;
  }
  if (!(JSON.parse(key['scopes'] as string) as string[]).includes(scope)) {
    reply.code(403);
    return undefined;
  }
  return key['workspace_id'] as number;
}

const paging = (query: Query) => {
  const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 25)));
  const page = Math.max(1, Number(query.page ?? 1));
  return { perPage, page, offset: (page - 1) * perPage };
};

const list = (rows: Row[], total: number, p: { page: number; perPage: number }) => ({ data: rows, meta: { page: p.page, per_page: p.perPage, total } });

app.get<{ Querystring: Query }>('/api/v1/products', async (request, reply) => {
  const ws = workspaceOf(request.headers.authorization, 'read:store', reply);
  if (ws === undefined) return { error: 'refused' };
  const p = paging(request.query);
  const rows = (statements.products.all(ws, p.perPage, p.offset) as Row[]).map((r) => ({ ...r, deliverables: JSON.parse(r['deliverables'] as string) as unknown, is_active: r['is_active'] === 1 }));
  return list(rows, (statements.productCount.get(ws) as { n: number }).n, p);
});

app.get<{ Params: { id: string } }>('/api/v1/products/:id', async (request, reply) => {
  const ws = workspaceOf(request.headers.authorization, 'read:store', reply);
  if (ws === undefined) return { error: 'refused' };
  const row = statements.product.get(ws, Number(request.params.id)) as Row | undefined;
  if (row === undefined) return reply.code(404).send({ error: 'not_found' });
  return { ...row, deliverables: JSON.parse(row['deliverables'] as string) as unknown, is_active: row['is_active'] === 1 };
});

app.get<{ Querystring: Query }>('/api/v1/orders', async (request, reply) => {
  const ws = workspaceOf(request.headers.authorization, 'read:orders', reply);
  if (ws === undefined) return { error: 'refused' };
  const p = paging(request.query);
  const status = request.query.status ?? null;
  return list(statements.orders.all(ws, status, status, p.perPage, p.offset) as Row[], (statements.orderCount.get(ws, status, status) as { n: number }).n, p);
});

app.get<{ Params: { id: string } }>('/api/v1/orders/:id', async (request, reply) => {
  const ws = workspaceOf(request.headers.authorization, 'read:orders', reply);
  if (ws === undefined) return { error: 'refused' };
  const row = statements.order.get(ws, Number(request.params.id)) as Row | undefined;
  if (row === undefined) return reply.code(404).send({ error: 'not_found' });
  return { ...row, items: statements.items.all(ws, row['id']), entitlements: statements.entitlements.all(ws, row['id']) };
});

app.get<{ Querystring: Query }>('/api/v1/posts', async (request, reply) => {
  const ws = workspaceOf(request.headers.authorization, 'read:posts', reply);
  if (ws === undefined) return { error: 'refused' };
  const p = paging(request.query);
  const status = request.query.status ?? null;
  const rows = (statements.posts.all(ws, status, status, p.perPage, p.offset) as Row[]).map((r) => ({ ...r, media: JSON.parse(r['media'] as string) as unknown }));
  return list(rows, (statements.postCount.get(ws, status, status) as { n: number }).n, p);
});

app.get<{ Params: { id: string } }>('/api/v1/posts/:id', async (request, reply) => {
  const ws = workspaceOf(request.headers.authorization, 'read:posts', reply);
  if (ws === undefined) return { error: 'refused' };
  const row = statements.post.get(ws, Number(request.params.id)) as Row | undefined;
  if (row === undefined) return reply.code(404).send({ error: 'not_found' });
  return { ...row, media: JSON.parse(row['media'] as string) as unknown };
});

await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
console.log('ready');
