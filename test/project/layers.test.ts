/**
 * The house's layers (docs/architecture.md): every file of src/ belongs to one, and imports only from its own layer
 * or lower ones; every folder of src/ has its place in one order, and imports only from folders below it; and no
 * files import each other in a circle. Type-only imports count too: a type from a higher layer is a dependency on it
 * all the same.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceFiles } from '../helpers/sources.js';
import { ROOT } from '../helpers/process.js';

const SRC = resolve(ROOT, 'src');

/** Lowest first. A file's layer is that of its first matching rule; the rules are paths under src/. */
const LAYERS: readonly { name: string; rules: readonly RegExp[] }[] = [
  { name: 'base', rules: [/^(time|domain-error|api-error|project|config|log)\.ts$/] },
  { name: 'store', rules: [/^db\//, /^rate-limit\//] },
  { name: 'contract', rules: [/^http\/(schemas|validation|pagination|places|client-address)\.ts$/] },
  { name: 'domain', rules: [/^(?!http\/|openapi\/|health\/|me\/|fast-path\/|dashboard\/|main\/|cli\/|demo\/first-start)[a-z-]+\/(?!routes\.ts$|[a-z-]+-routes\.ts$)/] },
  { name: 'web', rules: [/^http\//, /routes\.ts$/, /^openapi\//, /^health\//, /^me\//, /^fast-path\//] },
  { name: 'app', rules: [/^(app|services|index)\.ts$/, /^dashboard\//] },
  { name: 'entry', rules: [/^main\//, /^cli\//, /^demo\/first-start\.ts$/] },
];

/**
 * The folders of src/, lowest first, in groups: a file imports only from its own folder, from the folders of lower
 * groups and from the base files at the root (a folder never imports one of its own group). `app.ts` and
 * `index.ts` at the root sit between the last two groups.
 */
const FOLDERS: readonly (readonly string[])[] = [
  ['db'],
  ['rate-limit', 'workspaces', 'notifications'],
  ['keys', 'health'],
  ['http'],
  ['webhooks', 'products', 'profiles', 'analytics', 'me', 'fast-path'],
  ['orders', 'posts', 'servers', 'streams', 'reports', 'members', 'metrics', 'idempotency'],
  ['users', 'automations', 'live'],
  ['invitations', 'openapi', 'jobs', 'demo'],
  ['test-mode'],
  ['dashboard', 'cli'],
  ['(app)'],
  ['main'],
];

/** The folder of a src/-relative file (`(base)` or `(app)` for a file at the root) and its group's place. */
function folderOf(file: string): { folder: string; place: number } {
  const folder = file.includes('/') ? (file.split('/')[0] as string) : /^(app|index)\.tsx?$/.test(file) ? '(app)' : '(base)';
  if (folder === '(base)') return { folder, place: -1 };
  const place = FOLDERS.findIndex((group) => group.includes(folder));
  assert.notEqual(place, -1, `the folder ${folder} has no place: add it to FOLDERS and to docs/architecture.md`);
  return { folder, place };
}

function layerOf(file: string): number {
  const index = LAYERS.findIndex((layer) => layer.rules.some((rule) => rule.test(file)));
  assert.notEqual(index, -1, `${file} belongs to no layer: add it to LAYERS and to docs/architecture.md`);
  return index;
}

/** Each file's imports of other files of src/ (relative, as src/-relative paths). */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(file), match[1] as string).replace(/\.js$/, '');
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate));
      if (target !== undefined) targets.push(relative(SRC, target));
    }
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

test('no file imports from a higher layer', () => {
  const upward: string[] = [];
  for (const [file, targets] of importGraph()) {
    for (const target of targets) {
      if (layerOf(target) > layerOf(file)) upward.push(`${file} (${LAYERS[layerOf(file)]?.name}) imports ${target} (${LAYERS[layerOf(target)]?.name})`);
    }
  }
  assert.deepEqual(upward, []);
});

test('no folder imports one above it, nor one of its own group', () => {
  const upward = new Set<string>();
  for (const [file, targets] of importGraph()) {
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (to.folder !== from.folder && to.place >= from.place) upward.add(`${from.folder} imports ${to.folder} (${file} -> ${target})`);
    }
  }
  assert.deepEqual([...upward], []);
  // The check sees what it checks: a folder's place, and the root's two kinds of file.
  assert.ok(folderOf('webhooks/engine/due.ts').place > folderOf('http/admission.ts').place);
  assert.equal(folderOf('time.ts').folder, '(base)');
  assert.equal(folderOf('app.ts').folder, '(app)');
});

test('no files import each other in a circle', () => {
  const graph = importGraph();
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[] = [];
  const visit = (file: string, path: string[]): void => {
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') circles.push([...path.slice(path.indexOf(target)), target].join(' -> '));
      else if (state.get(target) === undefined) visit(target, [...path, target]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
  assert.deepEqual(circles, []);
});

test('the check sees what it checks: a file of each layer is placed where the layers say', () => {
  assert.equal(LAYERS[layerOf('time.ts')]?.name, 'base');
  assert.equal(LAYERS[layerOf('api-error.ts')]?.name, 'base');
  assert.equal(LAYERS[layerOf('http/pagination.ts')]?.name, 'contract');
  assert.equal(LAYERS[layerOf('db/paging.ts')]?.name, 'store');
  assert.equal(LAYERS[layerOf('products/repository.ts')]?.name, 'domain');
  assert.equal(LAYERS[layerOf('webhooks/engine/dispatcher.ts')]?.name, 'domain');
  assert.equal(LAYERS[layerOf('products/routes.ts')]?.name, 'web');
  assert.equal(LAYERS[layerOf('webhooks/operation-routes.ts')]?.name, 'web');
  assert.equal(LAYERS[layerOf('http/admission.ts')]?.name, 'web');
  assert.equal(LAYERS[layerOf('dashboard/plugin.ts')]?.name, 'app');
  assert.equal(LAYERS[layerOf('main/server.ts')]?.name, 'entry');
  // And it finds imports: the app imports admission's file, at least.
  assert.ok(importGraph().get('app.ts')?.some((target) => target.startsWith('http/')));
});

test('no file of src/ is longer than 300 lines', () => {
  const long = sourceFiles(SRC)
    .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > 300)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});

test('no comment cites a document outside the repository: the contract and our decisions are in docs/', () => {
  const root = resolve(SRC, '..');
  const citing = ['src', 'test', 'bench', 'scripts', 'sdk/src']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((file) => /\b(?:decisions|spec) §\s*\d|\.\.\/shared\/spec/i.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  assert.deepEqual(citing, []);
  for (const doc of ['docs/contract.md', 'docs/decisions.md', 'docs/architecture.md']) assert.match(readFileSync(join(root, doc), 'utf8'), /^# /, `${doc} is there`);
});
