/**
 * The PostgreSQL reference of `npm run bench:uncached`: plain-handler.ts's six reads written the obvious way for
 * PostgreSQL — plain Fastify and pg on the same store, a pool of 10, named (prepared) statements, the key looked up
 * by its SHA-256 on every request, a scope check, the count and the page as two statements sent together,
 * `item_count` by subquery, JSON.stringify. No cache, no rate limit, no log line. Run as its own process:
 * `node plain-pg-handler.js` with DATABASE_URL and PORT; prints "ready".
 */
import { createHash } from 'node:crypto';
import fastify from 'fastify';
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'] as string, max: 10 });

type Row = Record<string, unknown>;
type Query = { page?: string; per_page?: string; status?: string };

const ORDER_COLUMNS = `o.*, (select coalesce(sum(quantity), 0) from order_items i where i.workspace_id = o.workspace_id and i.order_id = o.id) as item_count`;
const SQL = {
  key: 'select workspace_id, scopes, revoked_at from api_keys where key_hash = $1',
  products: 'select * from products where workspace_id = $1 and is_active = 1 order by id limit $2 offset $3',
  productCount: 'select count(*) as n from products where workspace_id = $1 and is_active = 1',
  product: 'select * from products where workspace_id = $1 and id = $2',
  orders: `select ${ORDER_COLUMNS} from orders o where o.workspace_id = $1 and ($2::text is null or o.status = $2) order by o.id desc limit $3 offset $4`,
  orderCount: 'select count(*) as n from orders where workspace_id = $1 and ($2::text is null or status = $2)',
  order: `select ${ORDER_COLUMNS} from orders o where o.workspace_id = $1 and o.id = $2`,
  items: 'select product_id, name, quantity, unit_price_cents, total_cents from order_items where workspace_id = $1 and order_id = $2',
  entitlements: 'select product_id, status, granted_at, revoked_at from entitlements where workspace_id = $1 and order_id = $2',
  posts: 'select * from posts where workspace_id = $1 and ($2::text is null or status = $2) order by id desc limit $3 offset $4',
  postCount: 'select count(*) as n from posts where workspace_id = $1 and ($2::text is null or status = $2)',
  post: 'select * from posts where workspace_id = $1 and id = $2',
};

/** One named statement: pg prepares it once per connection. */
async function rows(name: keyof typeof SQL, values: unknown[]): Promise<Row[]> {
  return (await pool.query<Row>({ name, text: SQL[name], values })).rows;
}

const app = fastify();

/** The caller's workspace, or an answer refusing it. */
async function workspaceOf(authorization: string | undefined, scope: string, reply: { code(n: number): unknown }): Promise<number | undefined> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const key = token === undefined ? undefined : (await rows('key', [createHash('sha256').update(token).digest('hex')]))[0];
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

/** The page and the count, sent together. */
async function list(page: Promise<Row[]>, count: Promise<Row[]>, p: { page: number; perPage: number }, shape: (row: Row) => Row = (row) => row) {
  const [data, total] = await Promise.all([page, count]);
  return { data: data.map(shape), meta: { page: p.page, per_page: p.perPage, total: total[0]?.['n'] } };
}

const product = (r: Row) => ({ ...r, deliverables: JSON.parse(r['deliverables'] as string) as unknown, is_active: r['is_active'] === 1 });
const post = (r: Row) => ({ ...r, media: JSON.parse(r['media'] as string) as unknown });

app.get<{ Querystring: Query }>('/api/v1/products', async (request, reply) => {
  const ws = await workspaceOf(request.headers.authorization, 'read:store', reply);
  if (ws === undefined) return { error: 'refused' };
  const p = paging(request.query);
  return list(rows('products', [ws, p.perPage, p.offset]), rows('productCount', [ws]), p, product);
});

app.get<{ Params: { id: string } }>('/api/v1/products/:id', async (request, reply) => {
  const ws = await workspaceOf(request.headers.authorization, 'read:store', reply);
  if (ws === undefined) return { error: 'refused' };
  const row = (await rows('product', [ws, Number(request.params.id)]))[0];
  if (row === undefined) return reply.code(404).send({ error: 'not_found' });
  return product(row);
});

app.get<{ Querystring: Query }>('/api/v1/orders', async (request, reply) => {
  const ws = await workspaceOf(request.headers.authorization, 'read:orders', reply);
  if (ws === undefined) return { error: 'refused' };
  const p = paging(request.query);
  const status = request.query.status ?? null;
  return list(rows('orders', [ws, status, p.perPage, p.offset]), rows('orderCount', [ws, status]), p);
});

app.get<{ Params: { id: string } }>('/api/v1/orders/:id', async (request, reply) => {
  const ws = await workspaceOf(request.headers.authorization, 'read:orders', reply);
  if (ws === undefined) return { error: 'refused' };
  const id = Number(request.params.id);
  const [found, items, entitlements] = await Promise.all([rows('order', [ws, id]), rows('items', [ws, id]), rows('entitlements', [ws, id])]);
  const row = found[0];
  if (row === undefined) return reply.code(404).send({ error: 'not_found' });
  return { ...row, items, entitlements };
});

app.get<{ Querystring: Query }>('/api/v1/posts', async (request, reply) => {
  const ws = await workspaceOf(request.headers.authorization, 'read:posts', reply);
  if (ws === undefined) return { error: 'refused' };
  const p = paging(request.query);
  const status = request.query.status ?? null;
  return list(rows('posts', [ws, status, p.perPage, p.offset]), rows('postCount', [ws, status]), p, post);
});

app.get<{ Params: { id: string } }>('/api/v1/posts/:id', async (request, reply) => {
  const ws = await workspaceOf(request.headers.authorization, 'read:posts', reply);
  if (ws === undefined) return { error: 'refused' };
  const row = (await rows('post', [ws, Number(request.params.id)]))[0];
  if (row === undefined) return reply.code(404).send({ error: 'not_found' });
  return post(row);
});

await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
console.log('ready');
