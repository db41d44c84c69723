/**
 * The house's layers (docs/architecture.md): every file of src/ belongs to one, and imports only from its own layer
 * or lower ones; and no files import each other in a circle. Type-only imports count too: a type from a higher
 * layer is a dependency on it all the same.
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
  { name: 'base', rules: [/^(time|domain-error|project|config|log)\.ts$/, /^http\/errors\.ts$/] },
  { name: 'store', rules: [/^db\//, /^rate-limit\//] },
  { name: 'contract', rules: [/^http\/(schemas|validation|pagination|places|client-address)\.ts$/] },
  { name: 'domain', rules: [/^(?!http\/|openapi\/|health\/|me\/|dashboard\/|main\/|cli\/|demo\/)[a-z-]+\/(?!routes\.ts$|[a-z-]+-routes\.ts$)/] },
  { name: 'web', rules: [/^http\//, /routes\.ts$/, /^openapi\//, /^health\//, /^me\//] },
  { name: 'app', rules: [/^(app|services|index)\.ts$/, /^dashboard\//] },
  { name: 'entry', rules: [/^main\//, /^cli\//, /^demo\//] },
];

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
  assert.equal(LAYERS[layerOf('http/errors.ts')]?.name, 'base');
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
