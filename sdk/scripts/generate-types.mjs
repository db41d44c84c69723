#!/usr/bin/env node
/**
 * Regenerates sdk/src/schema.ts and sdk/src/ingest-schema.ts from the served OpenAPI documents with openapi-typescript.
 * Usage (from the repository root, after `npm run build`): `npm run sdk:types`.
 * The document is the one the app serves, built in process on a throwaway SQLite store.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Types of the Creator Workspace API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run sdk:types\` at the repository root.
 */

`;

/** `value` without its examples (a schema and those inside it). */
function withoutExamples(value) {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'examples' && key !== 'example').map(([key, child]) => [key, withoutExamples(child)]));
}

/**
 * The TypeScript source of the types of `document`. A component whose example is made from today's date
 * (`x-dated-example`) gives its types no example, nor does a request body of that component, so the generated file
 * is the same whatever the day.
 */
export async function typesFrom(document) {
  const schemas = document.components?.schemas ?? {};
  const dated = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schema['x-dated-example'] ? withoutExamples(schema) : schema]));
  const isDated = (media) => {
    const ref = media?.schema?.$ref;
    return typeof ref === 'string' && Boolean(schemas[ref.split('/').pop()]?.['x-dated-example']);
  };
  // A request body whose schema is such a component carries the same example on its media type: dropped too.
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, operations]) => [path, Object.fromEntries(Object.entries(operations).map(([method, op]) => {
    const content = op?.requestBody?.content;
    if (!content) return [method, op];
    const stableContent = Object.fromEntries(Object.entries(content).map(([type, media]) => [type, isDated(media) ? withoutExamples(media) : media]));
    return [method, { ...op, requestBody: { ...op.requestBody, content: stableContent } }];
  }))]));
  const stable = { ...document, paths, components: { ...document.components, schemas: dated } };
  const ast = await openapiTS(stable, { rootTypes: false, exportType: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

/** The two documents the app serves: the API's and the ingest endpoint's. */
async function servedDocuments() {
  const dir = mkdtempSync(join(tmpdir(), 'cw-sdk-types-'));
  const { loadConfig } = await import('../../dist/config.js');
  const { buildApp } = await import('../../dist/app.js');
  const app = await buildApp(loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'types.db')}`, LOG_LEVEL: 'silent', DEMO: 'false' }));
  try {
    const api = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const ingest = (await app.inject({ method: 'GET', url: '/ingest/v1/openapi.json' })).json();
    return { api, ingest };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--out DIR` writes the two files there instead of sdk/src (the test that checks they do not depend on the day).
  const out = process.argv.indexOf('--out') > 0 ? process.argv[process.argv.indexOf('--out') + 1] : join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
  const { api, ingest } = await servedDocuments();
  for (const [name, document] of [['schema.ts', api], ['ingest-schema.ts', ingest]]) {
    const target = join(out, name);
    writeFileSync(target, await typesFrom(document));
    console.log(`wrote ${target}`);
  }
}
