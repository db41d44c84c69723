// @postgres: the PostgreSQL pass runs this file again (scripts/test-postgres.mjs).
/**
 * Accounts that only their owner controls (docs/decisions.md, Accounts), over real HTTP, with mail configured (a
 * real SMTP sink) and without: the takeover through a shown invitation link, answers that are the same for known and
 * unknown addresses, "Forgot your password?", the current password within the sign-in budget, roles on posts,
 * sessions a user ends, and a changed role ending sessions.
 */
import { after, before, describe, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { DomainError } from '../../src/domain-error.js';
import { addMember } from '../../src/members/service.js';
import { insertSession } from '../../src/users/repository.js';
import { createUserInWorkspace, setPassword } from '../../src/users/service.js';
import { createWorkspace } from '../../src/workspaces/service.js';
import { createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { Client, csrfOf, PASSWORD, person } from '../helpers/dashboard.js';
import { startSmtpSink } from '../helpers/receiver.js';

let mail: TestApp;
let quiet: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let counter = 0;
const unique = (name: string) => `${name}-${process.pid}-${(counter += 1)}@elsewhere.test`;

before(async () => {
  smtp = await startSmtpSink();
  mail = await overHttp(await startApp({ SMTP_URL: smtp.url }));
  quiet = await overHttp(await startApp());
});
after(async () => {
  await mail.close();
  await quiet.close();
  await smtp.close();
});

/** A workspace with an owner signed in. */
async function team(t: TestApp): Promise<{ tenant: Tenant; owner: Client; base: string }> {
  const tenant = await createTenant(t);
  const owner = new Client(t.app, undefined, t.baseUrl);
  assert.equal((await owner.signIn(await person(t.app, tenant.workspace.id, unique('owner'), 'owner'))).status, 303);
  return { tenant, owner, base: `/dashboard/${tenant.workspace.slug}` };
}

/** Invites `email` and returns the link's path: shown on the page without mail, else from the e-mail. */
async function invitePath(t: TestApp, owner: Client, base: string, email: string, role = 'admin'): Promise<{ answer: string; path: string }> {
  const before = smtp.messages.length;
  const sent = await owner.post(`${base}/members/invitations`, { email, role });
  if (t === quiet) return { answer: sent.html, path: new URL(/value="(http[^"]+)"/.exec(sent.html)?.[1] as string).pathname };
  const message = ((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, '');
  return { answer: `${sent.status} ${sent.location ?? ''}`, path: /\/dashboard\/invitations\/[A-Za-z0-9_-]{32}/.exec(message)?.[0] as string };
}

/** A page with what differs between any two requests (tokens, the address itself, ids) taken out. */
const same = (html: string, ...emails: string[]) =>
  emails.reduce((text, email) => text.replaceAll(email, 'ADDRESS'), html).replace(/value="[A-Za-z0-9_-]{24,}"/g, 'value="TOKEN"').replace(/(\/|%2F)dashboard\1invitations\1[A-Za-z0-9_-]{32}/g, 'LINK');

const userOf = (t: TestApp, email: string) => t.app.store.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('the takeover through a shown link (issue 41, reproduction)', () => {
  test('without mail, A\'s owner cannot make the victim\'s account; B\'s invitation and `user create` then give B to its real owner only', async () => {
    const victim = unique('victim');
    const a = await team(quiet);
    const b = await team(quiet);
    // 1. A invites the victim and opens the shown link: it makes no account, whatever password is chosen.
    const { path } = await invitePath(quiet, a.owner, a.base, victim);
    const attacker = new Client(quiet.app, undefined, quiet.baseUrl);
    await attacker.get(path);
    const refused = await attacker.postRaw(path, { _csrf: attacker.cookies.get('cw_login') as string, name: 'Victim', password: 'attacker chosen passphrase' });
    assert.equal(refused.status, 422);
    assert.equal(await userOf(quiet, victim), undefined, 'no account was made');
    // 2. B invites the same address; the operator adds it to B with `user create`.
    await invitePath(quiet, b.owner, b.base, victim);
    assert.deepEqual(await createUserInWorkspace(quiet.app.store.db, b.tenant.workspace.id, { email: victim, role: 'admin' }), { email: victim, role: 'admin', created: true });
    // 3. A's owner cannot sign in as the victim, so never opens B's API keys.
    assert.equal((await attacker.signIn(victim, 'attacker chosen passphrase')).status, 401);
    assert.equal((await attacker.get(`${b.base}/api-keys`)).status, 303, 'sent to sign in');
  });

  test('an account made through a shown link before (address not proven) never joins another workspace until its owner proves the address', async () => {
    const victim = unique('legacy');
    const a = await team(mail);
    const b = await team(mail);
    // As an earlier version let A's owner do: an account with a password A's owner chose, address not proven.
    await createUserInWorkspace(mail.app.store.db, a.tenant.workspace.id, { email: victim, role: 'member' });
    await setPassword(mail.app.store.db, victim, 'attacker chosen passphrase');
    await mail.app.store.db.updateTable('users').set({ email_proven_at: null }).where('email', '=', victim).execute();
    // `user create` in B refuses, naming what proves the address.
    await assert.rejects(createUserInWorkspace(mail.app.store.db, b.tenant.workspace.id, { email: victim, role: 'admin' }), (error: Error) => error instanceof DomainError && /never proven/.test(error.message));
    // A link shown by B (its e-mail failed, or no mail) cannot be accepted by whoever holds the password.
    const attacker = new Client(mail.app, undefined, mail.baseUrl);
    await attacker.signIn(victim, 'attacker chosen passphrase');
    // B's e-mail failed, so its link was shown to B's owner: such a link proves nothing.
    const mailed = await invitePath(mail, b.owner, b.base, victim);
    await mail.app.store.db.updateTable('invitations').set({ mailed: 0 }).where('email', '=', victim).execute();
    const page = await attacker.get(mailed.path);
    assert.match(page.html, /never proven/);
    assert.equal((await attacker.postRaw(mailed.path, { _csrf: attacker.cookies.get('cw_login') as string })).status, 422);
    assert.equal((await attacker.get(`${b.base}/api-keys`)).status, 404, 'not a member of B');
    // The real owner proves the address with a reset link: the attacker's sessions end, B's link then works for them.
    const before = smtp.messages.length;
    const owner = new Client(mail.app, undefined, mail.baseUrl);
    const forgot = await owner.get('/dashboard/login/forgot');
    await owner.postRaw('/dashboard/login/forgot', { _csrf: csrfOf(forgot.html), email: victim });
    const reset = /\/dashboard\/reset\/[A-Za-z0-9_-]{43}/.exec(((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, ''))?.[0] as string;
    const form = await owner.get(reset);
    assert.equal((await owner.postRaw(reset, { _csrf: csrfOf(form.html), password: 'the real owner passphrase' })).status, 303);
    assert.equal((await attacker.get(`${a.base}/posts`)).status, 303, "the attacker's session ended");
    assert.notEqual((await userOf(mail, victim))?.email_proven_at, null);
    await owner.signIn(victim, 'the real owner passphrase');
    const joined = await owner.get(mailed.path);
    assert.equal((await owner.postRaw(mailed.path, { _csrf: csrfOf(joined.html) })).status, 303);
    assert.equal((await owner.get(`${b.base}/api-keys`)).status, 200);
  });
});

describe('answers that are the same for a known and an unknown address', () => {
  test('inviting, and opening or using a shown link, answer alike for a proven account, an unproven one, a member and nobody', async () => {
    const { owner, base, tenant } = await team(quiet);
    const known = await person(quiet.app, (await createTenant(quiet)).workspace.id, unique('known'), 'owner');
    const member = await person(quiet.app, tenant.workspace.id, unique('member'), 'member');
    const blank = unique('blank');
    await createUserInWorkspace(quiet.app.store.db, (await createTenant(quiet)).workspace.id, { email: blank, role: 'member' });
    const addresses = [unique('nobody'), known, member, blank];
    const seen = new Set<string>();
    for (const email of addresses) {
      const { answer, path } = await invitePath(quiet, owner, base, email);
      const stranger = new Client(quiet.app, undefined, quiet.baseUrl);
      const page = await stranger.get(path);
      const used = await stranger.postRaw(path, { _csrf: stranger.cookies.get('cw_login') as string, name: 'Someone', password: 'some long passphrase' });
      seen.add(JSON.stringify([same(answer, email), page.status, same(page.html, email), used.status, same(used.html, email)]));
    }
    assert.equal(seen.size, 1, `one answer for every address: ${[...seen].join('\n\n')}`);
  });

  test('sign-in and "Forgot your password?" answer alike for a known and an unknown address; only the known one gets mail', async () => {
    const known = await person(mail.app, (await createTenant(mail)).workspace.id, unique('known'), 'member');
    const nobody = unique('nobody');
    const answers = new Set<string>();
    const before = smtp.messages.length;
    for (const email of [known, nobody]) {
      const client = new Client(mail.app, undefined, mail.baseUrl);
      const wrong = await client.signIn(email, 'not the password at all');
      const forgot = await client.get('/dashboard/login/forgot');
      const asked = await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf(forgot.html), email });
      answers.add(JSON.stringify([wrong.status, same(wrong.html, email), asked.status, same(asked.html, email)]));
    }
    assert.equal(answers.size, 1);
    const messages = (await smtp.waitFor(before + 1)).slice(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(smtp.messages.length - before, 1, 'one e-mail');
    assert.match(messages[0] ?? '', new RegExp(`To: ${known}`));
  });
});

describe('Forgot your password?', () => {
  test('one use, 30 minutes, stored hashed; using it ends every session and proves the address; without mail it says so', async () => {
    const email = await person(mail.app, (await createTenant(mail)).workspace.id, unique('forgetful'), 'member');
    const sessions = [new Client(mail.app, undefined, mail.baseUrl), new Client(mail.app, undefined, mail.baseUrl)];
    for (const s of sessions) await s.signIn(email);
    const ask = async () => {
      const before = smtp.messages.length;
      const client = new Client(mail.app, undefined, mail.baseUrl);
      await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf((await client.get('/dashboard/login/forgot')).html), email });
      return /\/dashboard\/reset\/([A-Za-z0-9_-]{43})/.exec(((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, '')) as RegExpExecArray;
    };
    const [link, token] = await ask();
    const stored = await mail.app.store.db.selectFrom('password_resets').innerJoin('users', 'users.id', 'password_resets.user_id').selectAll('password_resets').where('users.email', '=', email).execute();
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0]?.token_hash, token);
    assert.ok(!mail.storeContents().includes(token as string), 'only the hash is stored');
    assert.equal(Date.parse(`${stored[0]?.expires_at.replace(' ', 'T')}Z`) - Date.parse(`${stored[0]?.created_at.replace(' ', 'T')}Z`), 30 * 60_000);
    const user = new Client(mail.app, undefined, mail.baseUrl);
    const form = await user.get(link as string);
    const short = await user.postRaw(link as string, { _csrf: csrfOf(form.html), password: 'short' });
    assert.equal(short.status, 422);
    const done = await user.postRaw(link as string, { _csrf: csrfOf(short.html), password: 'a fresh passphrase here' });
    assert.equal(done.status, 303);
    for (const s of sessions) assert.equal((await s.get('/dashboard/')).status, 303, 'every session ended');
    assert.equal((await user.get(link as string)).status, 404, 'one use');
    assert.equal((await new Client(mail.app, undefined, mail.baseUrl).signIn(email)).status, 401, 'the old password is gone');
    assert.equal((await new Client(mail.app, undefined, mail.baseUrl).signIn(email, 'a fresh passphrase here')).status, 303);
    // Expired: 404 too.
    const [late] = await ask();
    await mail.app.store.db.updateTable('password_resets').set({ expires_at: '2020-01-01 00:00:00' }).where('used_at', 'is', null).execute();
    assert.equal((await user.get(late as string)).status, 404);
    // Without mail the same page says that no link can be sent.
    const client = new Client(quiet.app, undefined, quiet.baseUrl);
    const asked = await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf((await client.get('/dashboard/login/forgot')).html), email });
    assert.match(asked.html, /sends no e-mail/);
  });
});

test('the current password is checked within the sign-in budget: the 11th wrong guess is refused, the right one too', async () => {
  // An app of its own: the budget per client address is the loopback's here, shared by every client of an app.
  const own = await overHttp(await startApp());
  after(() => own.close());
  const { tenant } = await team(own);
  const email = await person(own.app, tenant.workspace.id, unique('guessed'), 'member');
  const thief = new Client(own.app, undefined, own.baseUrl);
  await thief.signIn(email);
  const stored = (await userOf(own, email))?.password_hash;
  const base = `/dashboard/${tenant.workspace.slug}`;
  for (let i = 0; i < 10; i += 1) assert.equal((await thief.post(`${base}/account/password`, { current_password: `wrong guess ${i}`, new_password: 'stolen new passphrase' })).status, 422);
  const eleventh = await thief.post(`${base}/account/password`, { current_password: PASSWORD, new_password: 'stolen new passphrase' });
  assert.equal(eleventh.status, 429);
  assert.match(String(eleventh.headers['retry-after']), /^\d+$/);
  assert.equal((await new Client(own.app, undefined, own.baseUrl).signIn(email)).status, 429, 'sign-in shares the budget');
  assert.equal((await userOf(own, email))?.password_hash, stored, 'the password was not changed');
});

describe('lockout without denial', () => {
  test('a guess spread over many clients stops at 100 failures for every client; a used reset link clears the lockout', async () => {
    const email = await person(mail.app, (await createTenant(mail)).workspace.id, unique('besieged'), 'owner');
    // Ten clients, ten wrong guesses each: every client's own budget and the address's ceiling are spent together.
    for (let c = 0; c < 10; c += 1) {
      const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => new Client(mail.app, `10.7.${c}.1`).signIn(email, `guess ${c} ${i}`)));
      assert.deepEqual([...new Set(guesses.map((g) => g.status))], [401]);
    }
    const fresh = await new Client(mail.app, '10.7.99.1').signIn(email);
    assert.equal(fresh.status, 429, 'the ceiling holds even for a client that never failed');
    assert.ok(Number(fresh.headers['retry-after']) > 0);
    // The owner proves the address with a reset link: the lockout is over, everywhere.
    const before = smtp.messages.length;
    const client = new Client(mail.app, '10.7.98.1');
    await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf((await client.get('/dashboard/login/forgot')).html), email });
    const link = /\/dashboard\/reset\/[A-Za-z0-9_-]{43}/.exec(((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, ''))?.[0] as string;
    const form = await client.get(link);
    assert.equal((await client.postRaw(link, { _csrf: csrfOf(form.html), password: 'a passphrase after the siege' })).status, 303);
    assert.equal((await new Client(mail.app, '10.7.99.1').signIn(email, 'a passphrase after the siege')).status, 303);
  });

  test('at most five reset e-mails per address an hour, whoever asks; every asker gets the same answer', async () => {
    const email = await person(mail.app, (await createTenant(mail)).workspace.id, unique('flooded'), 'member');
    const before = smtp.messages.length;
    const answers = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const client = new Client(mail.app, `10.8.${i}.1`);
      const asked = await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf((await client.get('/dashboard/login/forgot')).html), email });
      answers.add(JSON.stringify([asked.status, same(asked.html, email)]));
    }
    assert.equal(answers.size, 1, [...answers].join('\n'));
    await smtp.waitFor(before + 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(smtp.messages.slice(before).filter((m) => m.includes(`To: ${email}`)).length, 5);
  });
});

describe('roles on posts', () => {
  test('owners, admins and moderators edit, schedule, publish and delete; members read, see no buttons, and get 403 with nothing changed', async () => {
    const { tenant } = await team(quiet);
    const base = `/dashboard/${tenant.workspace.slug}`;
    const db = quiet.app.store.db;
    const draft = async () =>
      Number((await db.insertInto('posts').values({ workspace_id: tenant.workspace.id, title: 'Draft', body: 'Body', status: 'draft', scheduled_at: null, published_at: null, media: '[]', created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' }).returning('id').executeTakeFirstOrThrow()).id);
    const post = (id: number) => db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    for (const role of ['owner', 'admin', 'moderator', 'member']) {
      const client = new Client(quiet.app, undefined, quiet.baseUrl);
      await client.signIn(await person(quiet.app, tenant.workspace.id, unique(role), role));
      const allowed = role !== 'member';
      const id = await draft();
      const page = await client.get(`${base}/posts/${id}`);
      assert.equal(page.status, 200);
      assert.equal(/Publish now/.test(page.html), allowed, `${role} sees the actions`);
      assert.equal(/Delete post/.test(page.html), allowed);
      const stored = await post(id);
      const answers = [
        await client.post(`${base}/posts/${id}`, { title: 'Edited', body: 'Edited body', media: '' }),
        await client.post(`${base}/posts/${id}/schedule`, { title: 'Edited', body: 'Edited body', media: '', scheduled_at: '2031-01-01T10:00' }),
        await client.post(`${base}/posts/${id}/unschedule`),
        await client.post(`${base}/posts/${id}/publish`, { title: 'Edited', body: 'Edited body', media: '' }),
      ];
      for (const answer of answers) assert.equal(answer.status, allowed ? 303 : 403, `${role}: ${answer.html.slice(0, 200)}`);
      if (!allowed) assert.deepEqual(await post(id), stored, 'nothing changed');
      else assert.equal((await post(id))?.status, 'published');
      assert.equal((await client.post(`${base}/posts/${id}/delete`, { confirmed: 'yes' })).status, allowed ? 303 : 403);
      assert.equal((await post(id)) === undefined, allowed);
    }
  });
});

describe('sessions', () => {
  test('a user sees their sessions (device, address, last seen), ends one or all but this one; another user\'s session is a 404', async () => {
    const { tenant } = await team(quiet);
    const base = `/dashboard/${tenant.workspace.slug}`;
    const email = await person(quiet.app, tenant.workspace.id, unique('traveller'), 'member');
    const [here, laptop, phone] = [0, 1, 2].map(() => new Client(quiet.app, undefined, quiet.baseUrl)) as [Client, Client, Client];
    for (const c of [here, laptop, phone]) await c.signIn(email);
    const page = await here.get(`${base}/account`);
    assert.match(page.html, /Device[\s\S]*Address[\s\S]*Last active/);
    assert.match(page.html, /127\.0\.0\.1/);
    const ids = [...page.html.matchAll(/account\/sessions\/(\d+)\/end/g)].map((m) => Number(m[1]));
    assert.equal(ids.length, 2, 'End on each session but this one');
    const other = new Client(quiet.app, undefined, quiet.baseUrl);
    await other.signIn(await person(quiet.app, tenant.workspace.id, unique('other'), 'member'));
    assert.equal((await other.post(`${base}/account/sessions/${ids[0]}/end`)).status, 404, "another user's session");
    assert.equal((await here.post(`${base}/account/sessions/${ids[0]}/end`)).status, 303);
    const alive = await Promise.all([laptop, phone].map(async (c) => (await c.get(`${base}/posts`)).status === 200));
    assert.deepEqual(alive.sort(), [false, true], 'exactly one of the two ended');
    assert.equal((await here.post(`${base}/account/sessions/end-others`)).status, 303);
    for (const c of [laptop, phone]) assert.equal((await c.get(`${base}/posts`)).status, 303);
    assert.equal((await here.get(`${base}/posts`)).status, 200, 'this session goes on');
  });

  test('a changed role (user create) and an operator\'s new password (user set-password) end the user\'s sessions', async () => {
    const { tenant } = await team(quiet);
    const base = `/dashboard/${tenant.workspace.slug}`;
    const email = await person(quiet.app, tenant.workspace.id, unique('demoted'), 'admin');
    const client = new Client(quiet.app, undefined, quiet.baseUrl);
    await client.signIn(email);
    await createUserInWorkspace(quiet.app.store.db, tenant.workspace.id, { email, role: 'member' });
    assert.equal((await client.get(`${base}/posts`)).status, 303, 'signed out by the role change');
    await client.signIn(email);
    await setPassword(quiet.app.store.db, email, 'an operator chosen passphrase');
    assert.equal((await client.get(`${base}/posts`)).status, 303, 'signed out by the new password');
  });
});

test('a search with a NUL is a 422 in the dashboard, as in the API', async () => {
  const { owner, base } = await team(quiet);
  for (const section of ['products', 'orders']) assert.equal((await owner.get(`${base}/${section}?q=%00`)).status, 422, section);
});

describe('the mends of a review', () => {
  test('`members add` and `workspace create --owner-email` refuse an account whose address was never proven, as `user create` does', async () => {
    const victim = unique('unproven');
    await createUserInWorkspace(quiet.app.store.db, (await createTenant(quiet)).workspace.id, { email: victim, role: 'member' });
    await setPassword(quiet.app.store.db, victim, 'attacker chosen passphrase');
    await quiet.app.store.db.updateTable('users').set({ email_proven_at: null }).where('email', '=', victim).execute();
    const other = await createTenant(quiet);
    const neverProven = (error: Error) => error instanceof DomainError && /never proven/.test(error.message);
    await assert.rejects(addMember(quiet.app.store.db, other.workspace.id, { email: victim, role: 'owner' }), neverProven);
    await assert.rejects(createWorkspace(quiet.app.store.db, { slug: `taken-${process.pid}`, ownerEmail: victim }), neverProven);
    assert.equal(await quiet.app.store.db.selectFrom('workspaces').select('id').where('slug', '=', `taken-${process.pid}`).executeTakeFirst(), undefined);
    const user = await userOf(quiet, victim);
    assert.equal((await quiet.app.store.db.selectFrom('members').select('workspace_id').where('user_id', '=', user?.id as number).execute()).length, 1);
  });

  test('a sign-in checked against a password that was replaced meanwhile gets no session', async () => {
    const email = await person(quiet.app, (await createTenant(quiet)).workspace.id, unique('raced'), 'member');
    const checked = (await userOf(quiet, email))?.password_hash as string;
    await setPassword(quiet.app.store.db, email, 'replaced in the meantime');
    const made = await insertSession(quiet.app.store.db, { tokenHash: 'raced-token', userId: (await userOf(quiet, email))?.id as number, createdAt: '2026-01-01 00:00:00', lastSeenAt: Date.now(), userAgent: null, address: null, whilePasswordHash: checked });
    assert.equal(made, false);
    assert.equal(await quiet.app.store.db.selectFrom('sessions').select('id').where('token_hash', '=', 'raced-token').executeTakeFirst(), undefined);
  });

  test('a NUL in any dashboard form is a 422 and changes nothing (sign-in, reset, invitation)', async () => {
    const client = new Client(quiet.app, undefined, quiet.baseUrl);
    const login = await client.get('/dashboard/login');
    assert.equal((await client.postRaw('/dashboard/login', { _csrf: csrfOf(login.html), email: 'a\u0000b@example.test', password: PASSWORD })).status, 422);
    const forgot = await client.get('/dashboard/login/forgot');
    assert.equal((await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf(forgot.html), email: 'a\u0000b@example.test' })).status, 422);
    const { owner, base } = await team(quiet);
    assert.equal((await owner.post(`${base}/members/invitations`, { email: 'x\u0000@example.test', role: 'member' })).status, 422);
  });

  test('an invitation whose e-mail fails is shown instead, and such a link makes no account', async () => {
    const broken = await overHttp(await startApp({ SMTP_URL: 'smtp://127.0.0.1:9' }));
    try {
      const { owner, base } = await team(broken);
      const email = unique('unmailed');
      const sent = await owner.post(`${base}/members/invitations`, { email, role: 'member' });
      assert.equal(sent.status, 200);
      const path = new URL(/value="(http[^"]+)"/.exec(sent.html)?.[1] as string).pathname;
      assert.equal((await broken.app.store.db.selectFrom('invitations').select('mailed').where('email', '=', email).executeTakeFirstOrThrow()).mailed, 0);
      const holder = new Client(broken.app, undefined, broken.baseUrl);
      await holder.get(path);
      assert.equal((await holder.postRaw(path, { _csrf: holder.cookies.get('cw_login') as string, name: 'Holder', password: 'holder chosen passphrase' })).status, 422);
      assert.equal(await userOf(broken, email), undefined);
    } finally {
      await broken.close();
    }
  });

  test('using one reset link ends the others still open', async () => {
    // An app of its own: 5 links an hour per client address, and every client here is the loopback.
    const own = await overHttp(await startApp({ SMTP_URL: smtp.url }));
    after(() => own.close());
    const email = await person(own.app, (await createTenant(own)).workspace.id, unique('twice'), 'member');
    const links: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const before = smtp.messages.length;
      const client = new Client(own.app, undefined, own.baseUrl);
      await client.postRaw('/dashboard/login/forgot', { _csrf: csrfOf((await client.get('/dashboard/login/forgot')).html), email });
      links.push(/\/dashboard\/reset\/[A-Za-z0-9_-]{43}/.exec(((await smtp.waitFor(before + 1))[before] ?? '').replace(/=\r\n/g, ''))?.[0] as string);
    }
    const user = new Client(own.app, undefined, own.baseUrl);
    const form = await user.get(links[1] as string);
    assert.equal((await user.postRaw(links[1] as string, { _csrf: csrfOf(form.html), password: 'the second link passphrase' })).status, 303);
    assert.equal((await user.get(links[0] as string)).status, 404, 'the first link no longer works');
  });
});
