/**
 * The SDK as a project next door gets it (docs/decisions.md#19-the-first-hour): `npm run sdk:pack` gives a tarball,
 * a new project in a temporary folder outside the repository installs it (no workspace link, nothing fetched),
 * compiles a typed call under `tsc --strict` and runs it against a real server. And parseTimestamp reads the API's
 * timestamps as UTC in any time zone, where `new Date()` does not.
 */
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { parseTimestamp } from '@creator-workspace/sdk';
import { createTenant, overHttp, startApp, type Tenant, type TestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/process.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'cw-sdk-install-'));
let t: TestApp;
let tenant: Tenant;

before(async () => {
  t = await overHttp(await startApp());
  tenant = await createTenant(t, { demo: true });
});
after(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const npm = (args: string[], cwd: string) => run('npm', args, { cwd, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });

const PROGRAM = (baseUrl: string, key: string) => `import { CreatorWorkspace, CreatorWorkspaceError, parseTimestamp, type Product } from '@creator-workspace/sdk';

const client = new CreatorWorkspace({ apiKey: ${JSON.stringify(key)}, baseUrl: ${JSON.stringify(baseUrl)} });
const me = await client.getMe();
const first: Product | undefined = (await client.listProducts({ per_page: 5 })).data[0];
let count = 0;
for await (const order of client.listOrders({ status: 'paid' })) count += order.total_cents >= 0 ? 1 : 0;
// @ts-expect-error price_cents is an integer: the types say so, so this line must not compile.
const wrong = () => client.createProduct({ name: 'x', price_cents: 'free' });
let refused = '';
try {
  await client.createProduct({ name: '', price_cents: -1 });
} catch (error) {
  if (error instanceof CreatorWorkspaceError) refused = \`\${error.status} \${error.code} \${Object.keys(error.fields ?? {}).sort().join(',')}\`;
}
const created = first ? parseTimestamp(first.created_at).toISOString() : '';
console.log(JSON.stringify({ workspace: me.workspace.slug, first: first?.name, paid: count, refused, created, typed: typeof wrong }));
`;

test('npm run sdk:pack gives a tarball that a project elsewhere installs, compiles under tsc --strict and runs against a real server', async () => {
  const packed = join(dir, 'packed');
  mkdirSync(packed);
  // --ignore-scripts: the SDK's prepack build already ran with the suite's build, and rebuilding sdk/dist now
  // would rewrite files other test files are importing.
  await npm(['run', 'sdk:pack', '--', '--pack-destination', packed, '--ignore-scripts'], ROOT);
  const tarballs = readdirSync(packed);
  assert.deepEqual(tarballs, ['creator-workspace-sdk-1.0.0.tgz']);

  const project = join(dir, 'store-bot');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'store-bot', private: true, type: 'module' }));
  // --offline: the SDK has no dependencies, so the install needs nothing from any registry.
  await npm(['install', '--offline', join(packed, 'creator-workspace-sdk-1.0.0.tgz')], project);
  writeFileSync(join(project, 'index.ts'), PROGRAM(`${t.baseUrl as string}/api/v1`, tenant.key));
  // The project's own compiler settings, strict; the SDK's declarations are checked too (no skipLibCheck).
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const flags = ['--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--typeRoots', join(ROOT, 'node_modules', '@types'), '--types', 'node', '--outDir', 'out', 'index.ts'];
  await run(process.execPath, [tsc, ...flags], { cwd: project }).catch((error: { stdout: string }) => assert.fail(`tsc --strict failed:\n${error.stdout}`));
  const { stdout } = await run(process.execPath, ['out/index.js'], { cwd: project });
  const result = JSON.parse(stdout) as Record<string, unknown>;
  assert.equal(result['workspace'], tenant.workspace.slug);
  assert.equal(typeof result['first'], 'string');
  assert.ok(Number(result['paid']) > 0, 'every paid order, across pages');
  assert.equal(result['refused'], '422 validation_failed name,price_cents');
  assert.match(String(result['created']), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);

  // And the expectation holds: a call the types refuse does not compile.
  writeFileSync(join(project, 'wrong.ts'), `import { CreatorWorkspace } from '@creator-workspace/sdk';\nawait new CreatorWorkspace({ apiKey: 'k' }).createProduct({ name: 'x', price_cents: 'free' });\n`);
  const refused = await run(process.execPath, [tsc, ...flags.slice(0, -1), 'wrong.ts'], { cwd: project }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  assert.match(refused, /wrong\.ts\(2,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/);
});

const ZONES = ['America/Los_Angeles', 'Asia/Kolkata', 'UTC'];

test('parseTimestamp reads the API form as UTC in every time zone, where new Date() reads it as local time', async () => {
  const script = `import { parseTimestamp } from '@creator-workspace/sdk';
console.log(JSON.stringify({ parsed: parseTimestamp('2026-01-15 12:00:00').toISOString(), offset: parseTimestamp('2026-01-15T12:00:00+05:30').toISOString(), naive: new Date('2026-01-15 12:00:00').toISOString() }));`;
  for (const zone of ZONES) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, TZ: zone } });
    const seen = JSON.parse(stdout) as { parsed: string; offset: string; naive: string };
    assert.equal(seen.parsed, '2026-01-15T12:00:00.000Z', zone);
    assert.equal(seen.offset, '2026-01-15T06:30:00.000Z', zone);
    // The trap it avoids: the plain Date constructor shifts by the zone's offset.
    assert.equal(seen.naive === seen.parsed, zone === 'UTC', `${zone}: new Date() gave ${seen.naive}`);
  }
});

test('parseTimestamp refuses what is not a timestamp, impossible days included', () => {
  assert.equal(parseTimestamp('2024-02-29 23:59:59').toISOString(), '2024-02-29T23:59:59.000Z');
  assert.equal(parseTimestamp('2026-01-15t12:00:00.250z').toISOString(), '2026-01-15T12:00:00.250Z');
  assert.equal(parseTimestamp('2026-01-15T12:00:00.123456789-23:59').toISOString(), '2026-01-16T11:59:00.123Z');
  for (const bad of ['2026-02-30 10:00:00', '2025-02-29 10:00:00', '2026-01-15 24:00:00', '2026-01-15 10:60:00', '2026-01-15T10:00:00', '2026-01-15 10:00:00Z', '2026-01-15T10:00:00+24:00', '2026-01-15T10:00:00-00:60', '2026-01-15', 'yesterday', '']) {
    assert.throws(() => parseTimestamp(bad), TypeError, bad);
  }
});

test("docs/concepts.md's Python parsing of a timestamp gives UTC in every time zone", async () => {
  const concepts = readFileSync(join(ROOT, 'docs', 'concepts.md'), 'utf8');
  const block = /```python\n(from datetime[^`]*?created = [^`]*?)```/.exec(concepts)?.[1];
  assert.ok(block, 'the Timestamps section shows Python');
  for (const zone of ZONES) {
    const printed: { stdout: string } = await run('python3', ['-c', `${block}\nprint(created.isoformat())`], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
    assert.equal(printed.stdout.trim(), '2026-01-15T12:00:00+00:00', zone);
  }
});
