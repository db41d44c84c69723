/**
 * docs/decisions.md#12-openapi-sdk-idempotency: an openapi-typescript client of the document compiles a call of every
 * operation under `tsc --strict`; the SDK's committed types are exactly what the served document generates.
 */
import { after, before, test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startApp, type TestApp } from '../helpers/app.js';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; example?: unknown }[]; requestBody?: { required?: boolean; content: Record<string, { schema: Json }> } }>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
}

const run = promisify(execFile);
const root = process.cwd();
const dir = join(root, '.test-tmp', `openapi-client-${process.pid}`);
const generator = join(root, 'sdk/scripts/generate-types.mjs');
let t: TestApp;
let doc: Doc;
before(async () => {
  t = await startApp();
  doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as Doc;
  mkdirSync(dir, { recursive: true });
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function typesOf(document: object): Promise<string> {
  const { typesFrom } = (await import(generator)) as { typesFrom(document: object): Promise<string> };
  return typesFrom(document);
}

/** One openapi-fetch call per operation: path parameters from their examples, required bodies from their schema's example. */
function callsOf(document: Doc): string[] {
  const calls: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const pathParams = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.example]));
      const options: Json = {};
      if (Object.keys(pathParams).length > 0) options['params'] = { path: pathParams };
      const ref = op.requestBody?.content['application/json']?.schema['$ref'];
      if (op.requestBody?.required && typeof ref === 'string') options['body'] = document.components.schemas[ref.split('/').pop() ?? '']?.examples?.[0];
      const args = Object.keys(options).length > 0 ? `, ${JSON.stringify(options)}` : '';
      calls.push(`  await client.${method.toUpperCase()}(${JSON.stringify(path)}${args});`);
    }
  }
  return calls;
}

async function compile(file: string, source: string): Promise<{ ok: boolean; output: string }> {
  writeFileSync(join(dir, file), source);
  const args = ['--strict', '--noEmit', '--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--skipLibCheck', '--types', 'node', join(dir, file)];
  try {
    await run(join(root, 'node_modules/.bin/tsc'), args, { cwd: dir });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

const HEADER = `import createClient from 'openapi-fetch';\nimport type { paths } from './api.js';\nconst client = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000/api/v1', headers: { authorization: 'Bearer cwk_example' } });\n`;

test('openapi-typescript types from the served document compile a call of every operation under tsc --strict', async () => {
  writeFileSync(join(dir, 'api.ts'), await typesOf(doc));
  const calls = callsOf(doc);
  assert.equal(calls.length, 51);
  const source = `${HEADER}export async function everyOperation(): Promise<void> {\n${calls.join('\n')}\n}\n`;
  const result = await compile('calls.ts', source);
  assert.ok(result.ok, `${result.output}\n${source}`);
  // The check has teeth: a body of the wrong shape does not compile.
  const wrong = await compile('wrong.ts', `${HEADER}export async function wrong(): Promise<void> {\n  await client.POST('/products', { body: { name: 7, price_cents: 'free' } });\n}\n`);
  assert.equal(wrong.ok, false);
  assert.match(wrong.output, /wrong\.ts.*error TS2322/s);
});

test('the SDK types are the same whatever the day: generated with the clock 400 days ahead, they are the committed ones', async () => {
  const clock = join(dir, 'clock.mjs');
  writeFileSync(clock, `const Real = Date; const shift = 400 * 86_400_000;
globalThis.Date = class extends Real { constructor(...a) { if (a.length === 0) super(Real.now() + shift); else super(...a); } static now() { return Real.now() + shift; } };\n`);
  const out = join(dir, 'shifted');
  mkdirSync(out, { recursive: true });
  await run(process.execPath, ['--import', pathToFileURL(clock).href, generator, '--out', out], { cwd: root });
  for (const name of ['schema.ts', 'ingest-schema.ts']) assert.equal(readFileSync(join(out, name), 'utf8'), readFileSync(join(root, 'sdk/src', name), 'utf8'), name);
  // The check has teeth: the served document's example of a recovery window is today's, and it is not in the types.
  const recover = doc.paths['/webhooks/{id}/recover']?.['post']?.requestBody?.content['application/json'] as { example?: { since: string } } | undefined;
  const today = new Date().toISOString().slice(0, 10);
  assert.equal(recover?.example?.since.slice(0, 10), today);
  assert.ok(!readFileSync(join(root, 'sdk/src/schema.ts'), 'utf8').includes(today));
});

test('the SDK types are what the served documents generate (run `npm run sdk:types` after changing the API)', async () => {
  assert.equal(readFileSync(join(root, 'sdk/src/schema.ts'), 'utf8'), await typesOf(doc));
  const ingest = (await t.app.inject({ url: '/ingest/v1/openapi.json' })).json() as object;
  assert.equal(readFileSync(join(root, 'sdk/src/ingest-schema.ts'), 'utf8'), await typesOf(ingest));
});
