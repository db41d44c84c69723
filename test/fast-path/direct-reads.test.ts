// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * With the answer cache off, the front door still answers the reads that declare a cache rule, reading them itself
 * with Fastify's own validators, handler and serializer for the route (src/fast-path/direct-read.ts). Whatever path a
 * request takes, its answer is the one Fastify gives: every read operation of the document, with filters and pages,
 * answers the same over a real connection as through inject (which never meets the front door), and what the door
 * must not answer (unknown or invalid parameters, a missing row) is Fastify's refusal, unchanged.
 */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { call, createTenant, overHttp, startApp, type Reply, type Tenant, type TestApp } from '../helpers/app.js';

/** The parts of an answer a client relies on (the request id and the remaining budget differ per request). */
function comparable(reply: Reply) {
  const header = (name: string) => reply.headers[name];
  return { status: reply.status, body: reply.body, type: header('content-type'), cache: header('cache-control'), limit: header('x-ratelimit-limit') };
}

describe('reads answered by the front door, answer cache off', () => {
  let t: TestApp;
  let h: TestApp;
  let a: Tenant;
  before(async () => {
    t = await startApp({ ANSWER_CACHE_ENTRIES: '0', RATE_LIMIT_PER_MINUTE: '100000' });
    h = await overHttp(t);
    a = await createTenant(t, { demo: true });
  });
  after(() => t.close());

  /** GET `path` through Fastify (inject) and over HTTP, twice each way, alternating; all four answers agree. */
  async function same(path: string): Promise<Reply> {
    const answers: Reply[] = [];
    for (const via of [t, h, t, h]) answers.push(await call(via, 'GET', path, { key: a.key }));
    const [first, ...rest] = answers.map(comparable);
    for (const [i, other] of rest.entries()) assert.deepEqual(other, first, `${path}: answer ${i + 2} differs from the first`);
    return answers[0] as Reply;
  }

  test('every read operation of the document answers over HTTP as through Fastify', async () => {
    const document = (await call(t, 'GET', '/api/v1/openapi.json')).body as { paths: Record<string, Record<string, { parameters?: { in: string; required?: boolean }[] }>> };
    const reads = Object.entries(document.paths).filter(([path, item]) => item['get'] !== undefined && !path.endsWith('.csv') && !path.includes('openapi') && !path.includes('stream'));
    let answered = 0;
    for (const [path, item] of reads) {
      if ((item['get']?.parameters ?? []).some((p) => p.in === 'query' && p.required === true)) continue;
      let url = path;
      if (path.includes('{id}')) {
        // The first row of the collection the path belongs to.
        const collection = path.slice(0, path.indexOf('/{id}'));
        const first = (await call(t, 'GET', `/api/v1${collection}`, { key: a.key })).body.data?.[0]?.['id'];
        if (first === undefined) continue;
        url = path.replace('{id}', String(first));
      }
      if (url.includes('{')) continue;
      const reply = await same(`/api/v1${url}`);
      if (reply.status === 200) answered += 1;
    }
    assert.ok(answered >= 17, `${answered} read operations answered 200 both ways`);
  });

  test('filters, pages and sizes of the lists answer the same both ways', async () => {
    for (const path of [
      '/api/v1/orders?status=paid&page=2&per_page=3',
      '/api/v1/orders?q=ORD&per_page=2',
      '/api/v1/products?page=2&per_page=2',
      '/api/v1/products?per_page=100',
      '/api/v1/posts?status=draft',
      '/api/v1/analytics/summary?days=7',
    ]) {
      assert.equal((await same(path)).status, 200, path);
    }
  });

  test('what Fastify refuses is refused the same over HTTP: unknown or invalid parameters, a missing row', async () => {
    const refusals: [string, number][] = [
      ['/api/v1/products?stauts=paid', 422],
      ['/api/v1/orders?per_page=0', 422],
      ['/api/v1/orders?page=abc', 422],
      ['/api/v1/orders?status=lost', 422],
      ['/api/v1/products/0x10', 422],
      ['/api/v1/products/999999999', 404],
      ['/api/v1/posts/999999999', 404],
    ];
    for (const [path, status] of refusals) {
      const reply = await same(path);
      assert.equal(reply.status, status, `${path}: ${reply.raw}`);
    }
  });
});
