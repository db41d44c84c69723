/**
 * The document's request examples work as they are on a fresh server with the demo data (what `npm start` makes):
 * every body example, sent as the media type's `example` (what "try it" pages and 3.0-era tools send) to its
 * operation, is answered 200. A path's `{id}` is one the demo workspace has, or one made for the call.
 */
import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import { call, createTenant, startApp, type Tenant, type TestApp } from './helpers/app.js';

type Operation = { operationId: string; requestBody?: { content: Record<string, { example?: unknown; schema?: { $ref?: string } }> } };
type Schema = { examples?: unknown[] };

let t: TestApp;
let tenant: Tenant;

before(async () => {
  t = await startApp();
  tenant = await createTenant(t, { demo: true });
});
after(async () => t.close());

/** An id for `path`'s `{id}`: a new resource of its kind, made through the API (a PATCH must not meet a sold product). */
async function idFor(path: string): Promise<number> {
  const made = async (url: string, body: object): Promise<number> => {
    const reply = await call(t, 'POST', url, { key: tenant.key, body });
    assert.equal(reply.status, 200, reply.raw);
    return reply.body['id'] as number;
  };
  if (path.startsWith('/products/')) return made('/api/v1/products', { name: `Patched ${Date.now()}`, price_cents: 100 });
  if (path.startsWith('/posts/')) return made('/api/v1/posts', { title: 'A draft', body: 'To be edited.' });
  if (path.startsWith('/automations/')) return made('/api/v1/automations', { name: 'To be paused', enabled: true, trigger: { event: 'order.paid', product_id: 1 }, action: { type: 'grant_entitlement', product_id: 4 } });
  if (path.startsWith('/webhooks/')) return made('/api/v1/webhooks', { url: 'https://hooks.example.com/examples', events: ['*'] });
  throw new Error(`no id for ${path}`);
}

test('every request body example of the document is answered 200 by a fresh demo server', async () => {
  const doc = t.spec.document as unknown as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  const sent: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const media = op.requestBody?.content['application/json'];
      if (media === undefined) continue;
      const component = doc.components.schemas[media.schema?.$ref?.split('/').pop() ?? ''];
      assert.ok(media.example !== undefined, `${op.operationId}: the media type has an example`);
      assert.deepEqual(media.example, component?.examples?.[0], `${op.operationId}: the same as its schema's`);
      const url = `/api/v1${path.includes('{id}') ? path.replace('{id}', String(await idFor(path))) : path}`;
      const reply = await call(t, method.toUpperCase() as 'POST', url, { key: tenant.key, body: media.example });
      assert.equal(reply.status, 200, `${op.operationId} ${url} with ${JSON.stringify(media.example)}: ${reply.raw}`);
      sent.push(op.operationId);
    }
  }
  assert.ok(sent.length >= 13, `every operation with a body was tried: ${sent.join(', ')}`);
});
