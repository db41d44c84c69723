// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/** Dashboard sign-in, sessions, CSRF and roles (docs/decisions.md#11-dashboard), through HTTP on a real store. */
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTenant, startApp, type TestApp } from '../helpers/app.js';
import { Client, csrfOf, PASSWORD, person } from '../helpers/dashboard.js';
import { createWorkspace, RESERVED_SLUGS } from '../../src/workspaces/service.js';

let t: TestApp;
before(async () => {
  t = await startApp();
});
after(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function cookieLine(headers: Record<string, unknown>, name: string): string {
  const set = headers['set-cookie'];
  const lines = Array.isArray(set) ? (set as string[]) : [String(set)];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  assert.ok(line, `no ${name} cookie in ${JSON.stringify(set)}`);
  return line;
}

test('sign-in sets an HttpOnly, SameSite=Lax session cookie for /dashboard, and only its hash is stored', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `owner-${Date.now()}@example.test`, 'owner');
  const client = new Client(t.app);
  const signedIn = await client.signIn(email);
  assert.equal(signedIn.status, 303);
  assert.equal(signedIn.location, '/dashboard');
  const line = cookieLine(signedIn.headers, 'cw_session');
  assert.match(line, /; HttpOnly/);
  assert.match(line, /; SameSite=Lax/);
  assert.match(line, /; Path=\/dashboard/);
  assert.doesNotMatch(line, /Secure/, 'plain http: no Secure flag');
  const token = client.cookies.get('cw_session') as string;
  assert.ok(token.length >= 32);

  const rows = await t.app.store.db.selectFrom('sessions').selectAll().execute();
  assert.ok(rows.some((row) => row.token_hash === sha256(token)), 'the session is stored by its SHA-256');
  assert.ok(!t.storeContents().includes(token), 'the raw token is nowhere in the store');

  // One workspace: straight in.
  const home = await client.get('/dashboard');
  assert.equal(home.status, 303);
  assert.equal(home.location, `/dashboard/${tenant.workspace.slug}`);
  const overview = await client.get(home.location as string);
  assert.equal(overview.status, 200);
  assert.match(overview.html, new RegExp(`<title>Overview · ${tenant.workspace.name} · Creator Workspace</title>`));
});

test('cookies are Secure when PUBLIC_BASE_URL is https', async () => {
  const secure = await startApp({ PUBLIC_BASE_URL: 'https://api.example.test/api/v1' });
  try {
    const tenant = await createTenant(secure);
    const email = await person(secure.app, tenant.workspace.id, 'secure@example.test', 'owner');
    const signedIn = await new Client(secure.app).signIn(email);
    assert.match(cookieLine(signedIn.headers, 'cw_session'), /; Secure/);
  } finally {
    await secure.close();
  }
});

test('a wrong password and an unknown email get the same answer; ten failures lock that client out of that address only', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `locked-${Date.now()}@example.test`, 'owner');
  const wrong = await new Client(t.app, '10.1.0.1').signIn(email, 'not the password at all');
  const unknown = await new Client(t.app, '10.1.0.2').signIn(`nobody-${Date.now()}@example.test`, PASSWORD);
  assert.equal(wrong.status, 401);
  assert.equal(unknown.status, 401);
  const message = (html: string) => /role="alert">([^<]+)</.exec(html)?.[1];
  assert.ok(message(wrong.html));
  assert.equal(message(wrong.html), message(unknown.html));
  assert.equal(await t.app.store.db.selectFrom('sessions').select('id').where('user_id', 'in', t.app.store.db.selectFrom('users').select('id').where('email', '=', email)).executeTakeFirst(), undefined);

  // Nine more failures from the same client: its budget for this address is spent, even for the right password.
  for (let i = 0; i < 9; i += 1) assert.equal((await new Client(t.app, '10.1.0.1').signIn(email, `wrong ${i}`)).status, 401);
  const blocked = await new Client(t.app, '10.1.0.1').signIn(email);
  assert.equal(blocked.status, 429, 'even the right password is refused to that client now');
  assert.match(blocked.html, /try again later/i);
  assert.doesNotMatch(String(blocked.headers['set-cookie'] ?? ''), /cw_session/);
  assert.ok(Number(blocked.headers['retry-after']) > 0);
  // The owner, from a client that never failed, signs in.
  assert.equal((await new Client(t.app, '10.1.2.1').signIn(email)).status, 303);
});

test('ten wrong passwords for an address from ten clients lock nobody out', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `spread-${Date.now()}@example.test`, 'owner');
  for (let i = 0; i < 10; i += 1) assert.equal((await new Client(t.app, `10.5.0.${i}`).signIn(email, `wrong ${i}`)).status, 401);
  assert.equal((await new Client(t.app, '10.5.1.1').signIn(email)).status, 303, 'a client that never failed');
  assert.equal((await new Client(t.app, '10.5.0.3').signIn(email)).status, 303, 'a client that failed once');
});

test('ten failures from one address lock that address, whatever the email; other addresses still sign in', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `addr-${Date.now()}@example.test`, 'owner');
  for (let i = 0; i < 10; i += 1) assert.equal((await new Client(t.app, '10.2.0.1').signIn(`guess-${i}-${Date.now()}@example.test`, 'whatever it is')).status, 401);
  assert.equal((await new Client(t.app, '10.2.0.1').signIn(email)).status, 429);
  assert.equal((await new Client(t.app, '10.2.0.2').signIn(email)).status, 303);
});

test('a form without its CSRF token, or with another session\'s, changes nothing (403)', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `csrf-${Date.now()}@example.test`, 'owner');
  const other = await person(t.app, tenant.workspace.id, `csrf-other-${Date.now()}@example.test`, 'owner');
  const client = new Client(t.app);
  await client.signIn(email);
  const stranger = new Client(t.app);
  await stranger.signIn(other);
  const strangerToken = csrfOf((await stranger.get(`/dashboard/${tenant.workspace.slug}/notifications`)).html);
  const url = `/dashboard/${tenant.workspace.slug}/api-keys/${tenant.keyId}/revoke`;
  const forms: Record<string, string>[] = [{ confirmed: 'yes' }, { confirmed: 'yes', _csrf: '' }, { confirmed: 'yes', _csrf: strangerToken }];
  for (const form of forms) {
    const refused = await client.postRaw(url, form);
    assert.equal(refused.status, 403);
    assert.match(refused.html, /Nothing was changed/);
  }
  const key = await t.app.store.db.selectFrom('api_keys').select('revoked_at').where('id', '=', tenant.keyId).executeTakeFirstOrThrow();
  assert.equal(key.revoked_at, null);
  // The sign-in form has its own token.
  const login = await new Client(t.app).postRaw('/dashboard/login', { email, password: PASSWORD });
  assert.equal(login.status, 403);
  assert.equal(login.headers['set-cookie'], undefined, 'no session from a forged sign-in');
  // With the token, the same form works.
  const done = await client.post(url, { confirmed: 'yes' });
  assert.equal(done.status, 303);
});

test('sign-in refuses an empty CSRF token, even against an empty login cookie', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `empty-csrf-${Date.now()}@example.test`, 'owner');
  const form = new URLSearchParams({ _csrf: '', email, password: PASSWORD }).toString();
  for (const cookie of ['cw_login=', 'cw_login=; other=1', '']) {
    const answer = await t.app.inject({ method: 'POST', url: '/dashboard/login', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    assert.equal(answer.statusCode, 403, `Cookie: ${JSON.stringify(cookie)}`);
    assert.equal(answer.headers['set-cookie'] === undefined ? '' : String(answer.headers['set-cookie']).includes('cw_session=') ? 'session' : '', '', 'no session is started');
  }
});

test('sign-out deletes the session; a session idle for 12 hours is over', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `out-${Date.now()}@example.test`, 'member');
  const client = new Client(t.app);
  await client.signIn(email);
  const token = client.cookies.get('cw_session') as string;
  const csrf = csrfOf((await client.get(`/dashboard/${tenant.workspace.slug}/notifications`)).html);
  const out = await client.postRaw('/dashboard/logout', { _csrf: csrf });
  assert.equal(out.status, 303);
  assert.equal(await t.app.store.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(token)).executeTakeFirst(), undefined);
  client.cookies.set('cw_session', token);
  const after = await client.get(`/dashboard/${tenant.workspace.slug}`);
  assert.equal(after.status, 303);
  assert.match(after.location as string, /^\/dashboard\/login/);

  const idle = new Client(t.app);
  await idle.signIn(email);
  const idleToken = idle.cookies.get('cw_session') as string;
  assert.equal((await idle.get(`/dashboard/${tenant.workspace.slug}/posts`)).status, 200);
  await t.app.store.db.updateTable('sessions').set({ last_seen_at: Date.now() - 12 * 3600_000 - 1000 }).where('token_hash', '=', sha256(idleToken)).execute();
  const expired = await idle.get(`/dashboard/${tenant.workspace.slug}/posts`);
  assert.equal(expired.status, 303);
  assert.equal(expired.location, `/dashboard/login?next=${encodeURIComponent(`/dashboard/${tenant.workspace.slug}/posts`)}`);
  assert.equal(await t.app.store.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(idleToken)).executeTakeFirst(), undefined);

  // A session that idled out and never came back is deleted when its user next signs in.
  const abandoned = new Client(t.app);
  await abandoned.signIn(email);
  const abandonedToken = abandoned.cookies.get('cw_session') as string;
  await t.app.store.db.updateTable('sessions').set({ last_seen_at: Date.now() - 13 * 3600_000 }).where('token_hash', '=', sha256(abandonedToken)).execute();
  await new Client(t.app).signIn(email);
  assert.equal(await t.app.store.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(abandonedToken)).executeTakeFirst(), undefined);
});

test('API keys and Webhooks are for owners and admins: other roles get the 403 page and no links', async () => {
  const tenant = await createTenant(t);
  const slug = tenant.workspace.slug;
  for (const role of ['member', 'moderator']) {
    const client = new Client(t.app);
    await client.signIn(await person(t.app, tenant.workspace.id, `${role}-${Date.now()}@example.test`, role));
    const overview = await client.get(`/dashboard/${slug}`);
    assert.equal(overview.status, 200);
    assert.doesNotMatch(overview.html, /href="[^"]*\/api-keys"/);
    assert.doesNotMatch(overview.html, /href="[^"]*\/webhooks"/);
    for (const path of ['api-keys', 'api-keys/new', 'webhooks', 'webhooks/new']) {
      const page = await client.get(`/dashboard/${slug}/${path}`);
      assert.equal(page.status, 403, path);
      assert.match(page.html, new RegExp(`You need the admin role to manage (API keys|webhooks)\\. Ask an owner of ${tenant.workspace.name}\\.`));
    }
    const create = await client.post(`/dashboard/${slug}/api-keys`, { name: 'sneaky', scopes: ['read:store'] });
    assert.equal(create.status, 403);
    const revoke = await client.post(`/dashboard/${slug}/api-keys/${tenant.keyId}/revoke`, { confirmed: 'yes' });
    assert.equal(revoke.status, 403);
  }
  assert.equal((await t.app.store.db.selectFrom('api_keys').select('id').where('workspace_id', '=', tenant.workspace.id).execute()).length, 1);
  const admin = new Client(t.app);
  await admin.signIn(await person(t.app, tenant.workspace.id, `admin-${Date.now()}@example.test`, 'admin'));
  assert.equal((await admin.get(`/dashboard/${slug}/api-keys`)).status, 200);
  assert.equal((await admin.get(`/dashboard/${slug}/webhooks`)).status, 200);
});

test('every dashboard answer carries the security headers, redirects and error pages included', async () => {
  const tenant = await createTenant(t);
  const client = new Client(t.app);
  await client.signIn(await person(t.app, tenant.workspace.id, `headers-${Date.now()}@example.test`, 'owner'));
  const answers = [
    await new Client(t.app).get('/dashboard/login'),
    await new Client(t.app).get(`/dashboard/${tenant.workspace.slug}`),
    await client.get('/dashboard'),
    await client.get(`/dashboard/${tenant.workspace.slug}/api-keys`),
    await client.get(`/dashboard/${tenant.workspace.slug}/nothing-here`),
    await client.get('/dashboard/assets/app.css'),
  ];
  for (const answer of answers) {
    const csp = String(answer.headers['content-security-policy']);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.headers['x-frame-options'], 'DENY');
  }
  assert.equal(answers[1]?.status, 303);
  assert.equal(answers[4]?.status, 404);
  // No inline script on any page: every <script> has a src.
  const page = await client.get(`/dashboard/${tenant.workspace.slug}/overview`);
  assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(page.html), 'no inline script');
  assert.ok(!/\sstyle="/.test(page.html), 'no inline style');
});

test('simultaneous wrong passwords cannot outrun the limit: at most ten are checked', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `race-${Date.now()}@example.test`, 'owner');
  const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => new Client(t.app, '10.3.0.1').signIn(email, `wrong guess ${i}`)));
  const statuses = answers.map((a) => a.status);
  // The client's budget and its budget for this address are both spent here: an attempt let into one and refused by
  // the other gives its place back only afterwards, so under a race a slot or two may go unused, never more used.
  const checked = statuses.filter((s) => s === 401).length;
  assert.ok(checked <= 10 && checked >= 8, JSON.stringify(statuses));
  assert.equal(statuses.filter((s) => s === 429).length, 16 - checked);
});

test('a successful sign-in does not count against the limit; the session cookie is set once', async () => {
  const tenant = await createTenant(t);
  const email = await person(t.app, tenant.workspace.id, `often-${Date.now()}@example.test`, 'owner');
  for (let i = 0; i < 12; i += 1) {
    const answer = await new Client(t.app, '10.4.0.1').signIn(email);
    assert.equal(answer.status, 303, `sign-in ${i + 1}`);
    const cookies = answer.headers['set-cookie'] as string[];
    assert.equal(cookies.filter((c) => c.startsWith('cw_session=')).length, 1);
  }
});

test("workspace slugs that are dashboard paths are refused, and the reserved list is the dashboard's route table", async () => {
  // The first word of every path the dashboard serves outside /dashboard/<slug>/…, read off the running app.
  const words = new Set(routePaths(t.app.printRoutes({ commonPrefix: false })).map((path) => /^\/dashboard\/([a-z][a-z0-9-]*)/.exec(path)?.[1]).filter((word) => word !== undefined));
  assert.ok(words.has('login') && words.has('reset') && words.has('invitations'), `the route table as read: ${[...words].join(', ')}`);
  assert.deepEqual([...RESERVED_SLUGS].sort(), [...words].sort());
  for (const slug of RESERVED_SLUGS) {
    await assert.rejects(createTenantWithSlug(slug), new RegExp(`the slug "${slug}" is reserved`));
  }
});

/** Every full path of Fastify's route tree as printRoutes draws it (each level 4 columns further in). */
function routePaths(tree: string): string[] {
  const parts: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([\s│├└─]*)(\S+) \(/.exec(line);
    if (!match) return [];
    const depth = Math.floor((match[1] as string).length / 4);
    parts.length = depth;
    parts[depth] = match[2] as string;
    return [parts.join('')];
  });
}

function createTenantWithSlug(slug: string) {
  return createWorkspace(t.app.store.db, { slug });
}
