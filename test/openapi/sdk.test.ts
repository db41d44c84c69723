/** @creator-workspace/sdk against a real server: pagination, retries after Retry-After, typed errors, webhook verification. */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  CreatorWorkspace,
  CreatorWorkspaceConnectionError,
  CreatorWorkspaceError,
  OPERATION_IDS,
  parseWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type WebhookEvent,
} from '@creator-workspace/sdk';
import { MemoryRateLimitStore, type RateLimitStore } from '../../src/rate-limit/store.js';
import { makeReport } from '../../src/reports/service.js';
import { createTenant, keyFor, startApp, type TestApp, type Tenant } from '../helpers/app.js';
import { freePort, ROOT } from '../helpers/process.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

/** The real limiter with a 2-second window instead of 60, so a test can wait out a Retry-After. */
class TwoSecondWindow implements RateLimitStore {
  private readonly inner = new MemoryRateLimitStore();
  hit(bucket: string, limit: number) {
    return this.inner.hit(bucket, limit, 2_000);
  }
  peek(bucket: string, limit: number) {
    return this.inner.peek(bucket, limit, 2_000);
  }
  release(bucket: string) {
    return this.inner.release(bucket);
  }
  close() {
    this.inner.close();
  }
}

const limiter = new TwoSecondWindow();
let t: TestApp;
let baseUrl: string;
let receiver: Receiver;
let demo: Tenant;
/** A fetch that notes the status of every answer the SDK gets. */
function noting(statuses: number[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
}
before(async () => {
  t = await startApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', RATE_LIMIT_PER_MINUTE: '20' }, { worker: true, rateLimits: limiter });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  receiver = await startReceiver();
  demo = await createTenant(t, { demo: true });
});
after(async () => {
  await receiver.close();
  await t.close();
  limiter.close();
});

test('one method per operation of the served document', async () => {
  const doc = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
  const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
  assert.deepEqual([...OPERATION_IDS].sort(), ids.sort());
  const client = new CreatorWorkspace({ apiKey: demo.key, baseUrl });
  for (const id of ids) assert.equal(typeof (client as unknown as Record<string, unknown>)[id], 'function', id);
  // And the SDK's README names every one of them.
  const readme = readFileSync(join(ROOT, 'sdk', 'README.md'), 'utf8');
  assert.deepEqual(ids.filter((id) => !readme.includes(`\`${id}\``)), [], 'operations the SDK README does not name');
});

test('for await iterates all 130 demo orders across pages; await gives one page', async () => {
  const client = new CreatorWorkspace({ apiKey: demo.key, baseUrl });
  const ids: number[] = [];
  for await (const order of client.listOrders()) ids.push(order.id);
  assert.equal(ids.length, 130);
  assert.equal(new Set(ids).size, 130);
  const page = await client.listOrders({ per_page: 7, page: 2 });
  assert.equal(page.data.length, 7);
  assert.deepEqual(page.meta, { page: 2, per_page: 7, total: 130, pages: 19 });
  assert.deepEqual(page.data.map((o) => o.id), ids.slice(7, 14));
  const paid = await client.listOrders({ status: 'paid' }).toArray();
  assert.ok(paid.length > 0 && paid.every((o) => o.status === 'paid'));
});

test('a storefront records sales with the SDK: createOrder, payOrder, cancelSubscription, refundOrder; a second refund is a typed 409', async () => {
  const tenant = await createTenant(t);
  const client = new CreatorWorkspace({ apiKey: tenant.key, baseUrl });
  const vip = await client.createProduct({ name: 'VIP', price_cents: 999, kind: 'recurring', interval: 'month' });
  const sold = await client.createOrder({ customer_email: 'sdk@customers.example', items: [{ product_id: vip.id, quantity: 1 }] });
  assert.deepEqual([sold.status, sold.total_cents, sold.currency], ['paid', 999, 'USD']);
  const [subscription] = await client.listSubscriptions({ status: 'active' }).toArray();
  assert.equal(subscription?.order_id, sold.id);
  assert.equal((await client.cancelSubscription(subscription?.id as number)).status, 'canceled');
  assert.equal((await client.refundOrder(sold.id)).status, 'refunded');
  const again = await client.refundOrder(sold.id).catch((error: unknown) => error);
  assert.ok(again instanceof CreatorWorkspaceError);
  assert.deepEqual([again.status, again.code], [409, 'conflict']);
  const pending = await client.createOrder({ customer_email: 'later@customers.example', items: [{ product_id: vip.id, quantity: 1 }], status: 'pending' });
  assert.equal((await client.payOrder(pending.id)).status, 'paid');
});

test('streams, reports and automations through the SDK: the CSV comes back as text, PATCH and DELETE work', async () => {
  const tenant = await createTenant(t);
  const client = new CreatorWorkspace({ apiKey: tenant.key, baseUrl });
  const stream = await client.startStream({ title: 'Live', platform: 'youtube' });
  assert.equal((await client.endStream(stream.id)).status, 'ended');
  assert.deepEqual((await client.listStreams().toArray()).map((s) => s.id), [stream.id]);
  const report = await makeReport(t.app.store.db, tenant.workspace.id, 'custom', '2026-01-01', '2026-01-31');
  assert.deepEqual(await client.getReport(report?.id as number), report);
  assert.match(await client.getReportOrdersCsv(report?.id as number), /^number,created_at,status/);
  const rule = await client.createAutomation({ name: 'Hello', trigger: { event: 'member.joined' }, action: { type: 'notify', message: 'Someone joined' } });
  assert.equal((await client.updateAutomation(rule.id, { enabled: false })).enabled, false);
  assert.deepEqual(await client.deleteAutomation(rule.id), { id: rule.id, deleted: true });
});

test('a 429 is retried after its Retry-After, and surfaces typed when retries are off', async () => {
  const tenant = await createTenant(t);
  await t.app.store.db.updateTable('api_keys').set({ name: 'limited' }).where('id', '=', tenant.keyId).execute();
  const statuses: number[] = [];
  const limited = new CreatorWorkspace({ apiKey: tenant.key, baseUrl, fetch: noting(statuses) });
  // RATE_LIMIT_PER_MINUTE is 20 in a 2 s window: spend it, then the next call waits for a slot.
  for (let i = 0; i < 20; i += 1) await fetch(`${baseUrl}/me`, { headers: { authorization: `Bearer ${tenant.key}` } });
  const noRetry = new CreatorWorkspace({ apiKey: tenant.key, baseUrl, maxRetries: 0 });
  const refused = await noRetry.getMe().catch((error: unknown) => error);
  assert.ok(refused instanceof CreatorWorkspaceError);
  assert.equal(refused.status, 429);
  assert.equal(refused.code, 'rate_limited');
  assert.ok(refused.retryAfter !== undefined && refused.retryAfter >= 1, 'Retry-After is read');
  const started = Date.now();
  const me = await limited.getMe();
  assert.equal(me.key.name, 'limited');
  assert.deepEqual(statuses.slice(-1), [200]);
  assert.equal(statuses[0], 429, 'the first try was refused');
  assert.ok(Date.now() - started >= (refused.retryAfter - 1) * 1000, 'and the retry waited for Retry-After');
});

test('a key read from the environment is accepted as typed; a missing one is refused at once', () => {
  assert.throws(() => new CreatorWorkspace({ apiKey: process.env['CW_SDK_TEST_NO_SUCH_KEY'] }), /a key is required/);
});

test('a network failure of a request is retried, then thrown as a connection error', async () => {
  let calls = 0;
  const counting: typeof fetch = (input, init) => {
    calls += 1;
    return fetch(input, init);
  };
  const port = await freePort();
  const client = new CreatorWorkspace({ apiKey: demo.key, baseUrl: `http://127.0.0.1:${port}/api/v1`, maxRetries: 2, fetch: counting });
  const error = await client.getMe().catch((e: unknown) => e);
  assert.ok(error instanceof CreatorWorkspaceConnectionError);
  assert.match(error.message, /no answer from http:\/\/127\.0\.0\.1/);
  assert.equal(calls, 3);
});

test('a 422 is a typed error with the fields at fault; nothing is created', async () => {
  const client = new CreatorWorkspace({ apiKey: demo.key, baseUrl });
  const error = await client.createProduct({ name: '', price_cents: -1 }).catch((e: unknown) => e);
  assert.ok(error instanceof CreatorWorkspaceError);
  assert.equal(error.status, 422);
  assert.equal(error.code, 'validation_failed');
  assert.deepEqual(Object.keys(error.fields).sort(), ['name', 'price_cents']);
  assert.match(error.requestId ?? '', /.+/);
  const forbidden = await new CreatorWorkspace({ apiKey: await keyFor(t, demo, ['read:store']), baseUrl }).listOrders().catch((e: unknown) => e);
  assert.ok(forbidden instanceof CreatorWorkspaceError);
  assert.equal(forbidden.code, 'forbidden');
});

test('POSTs carry an Idempotency-Key: the same key twice creates one product', async () => {
  const tenant = await createTenant(t);
  const client = new CreatorWorkspace({ apiKey: tenant.key, baseUrl });
  const first = await client.createProduct({ name: 'Potion', price_cents: 250 }, { idempotencyKey: 'potion-1' });
  const again = await client.createProduct({ name: 'Potion', price_cents: 250 }, { idempotencyKey: 'potion-1' });
  assert.deepEqual(again, first);
  assert.equal((await client.listProducts()).meta.total, 1);
});

test('parseWebhook accepts a real delivery (both schemes, or either alone) and rejects a tampered one', async () => {
  const tenant = await createTenant(t);
  const client = new CreatorWorkspace({ apiKey: tenant.key, baseUrl });
  const hook = await client.createWebhook({ url: receiver.url, events: ['post.published'] });
  const count = receiver.received.length;
  await client.sendTestEvent(hook.id, { event: 'post.published' });
  const [delivery] = (await receiver.waitFor(count + 1)).slice(count);
  assert.ok(delivery);
  const event: WebhookEvent = parseWebhook(delivery.body, delivery.headers, hook.secret);
  assert.equal(event.event, 'post.published');
  if (event.event === 'post.published') assert.equal(typeof event.data.body, 'string', 'typed by its event name');
  assert.equal(event.tenant_id, tenant.workspace.id);
  const { 'x-service-signature': ours, ...standardOnly } = delivery.headers;
  assert.ok(verifyWebhook(delivery.body, standardOnly, hook.secret), 'Standard Webhooks headers alone');
  assert.ok(verifyWebhook(delivery.body, new Headers({ 'X-Service-Signature': String(ours) }), hook.secret), 'X-Service-Signature alone, as fetch Headers');
  assert.ok(verifyWebhook(delivery.body, delivery.headers, hook.secret, { toleranceSeconds: 300 }), 'fresh');
  const tampered = delivery.body.replace('"tenant_id":', '"tenant_id":1').replace(/"tenant_id":1(\d)/, '"tenant_id":9$1');
  assert.notEqual(tampered, delivery.body);
  assert.throws(() => parseWebhook(tampered, delivery.headers, hook.secret), (error: unknown) => error instanceof WebhookVerificationError && /does not match/.test(error.message));
  assert.throws(() => parseWebhook(delivery.body, delivery.headers, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), WebhookVerificationError);
  assert.throws(() => parseWebhook(delivery.body, {}, hook.secret), /no signature header/);
  assert.throws(() => parseWebhook(delivery.body, delivery.headers, hook.secret, { toleranceSeconds: 300, now: Date.now() + 3_600_000 }), /more than 300 s/);
});
