/** Serves the two documents (`/api/v1/openapi.json`, `/ingest/v1/openapi.json`) and the reference page `/api/v1/docs`. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { finishDocument, type DocumentKind, type Json } from './document.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ingest document as @fastify/swagger generates it. */
    ingestSwagger: () => object;
  }
}

const PREFIXES: Record<DocumentKind, string> = { api: '/api/v1', ingest: '/ingest/v1' };

const INFO: Record<DocumentKind, { title: string; version: string; description: string }> = {
  api: {
    title: 'Creator Workspace API',
    version: '1.0.0',
    description:
      'Read a creator workspace (profiles, products, orders, game servers and their live status, members, posts, analytics), create products and draft posts, and manage signed outbound webhooks. Every operation needs `Authorization: Bearer <API key>`; the key belongs to one workspace and carries scopes. Errors are `{ error, message }` (a 422 adds `errors`). Lists are paged with `page` and `per_page`. Every POST takes an `Idempotency-Key`.',
  },
  ingest: {
    title: 'Creator Workspace ingest API',
    version: '1.0.0',
    description: "What game servers send. A heartbeat carries every player online with their position; only counts and thresholded zone populations are kept. Authenticate with the server's ingest token (`cwi_…`).",
  },
};

const SECURITY: Record<DocumentKind, Json> = {
  api: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key (cwk_…), created in the dashboard or with `creator-workspace key create`' } },
  ingest: { ingestToken: { type: 'http', scheme: 'bearer', description: "A game server's ingest token (cwi_…), shown when the server is created or its token rotated" } },
};

async function registerSwagger(app: FastifyInstance, config: Config, kind: DocumentKind): Promise<void> {
  const prefix = PREFIXES[kind];
  const origin = config.publicBaseUrl.replace(/\/api\/v1$/, '');
  await app.register(swagger, {
    decorator: kind === 'api' ? 'swagger' : 'ingestSwagger',
    openapi: {
      openapi: '3.1.0',
      info: { ...INFO[kind], license: { name: 'MIT', identifier: 'MIT' }, contact: { name: 'API reference', url: `${origin}/api/v1/docs` } },
      servers: [{ url: `${origin}${prefix}`, description: 'This server' }],
      components: { securitySchemes: SECURITY[kind] as never },
    },
    // Each document holds its own prefix's routes, with paths relative to servers[0].url.
    transform: ({ schema, url }) =>
      url.startsWith(`${prefix}/`) ? { schema, url: url.slice(prefix.length) } : { schema: { ...schema, hide: true }, url },
  });
}

/** Registers both documents' generators (before any route) and their routes plus the reference page. */
export async function registerDocuments(app: FastifyInstance, config: Config): Promise<void> {
  await registerSwagger(app, config, 'api');
  await registerSwagger(app, config, 'ingest');
  const cache: Partial<Record<DocumentKind, string>> = {};
  const documentOf = (kind: DocumentKind): string =>
    (cache[kind] ??= JSON.stringify(finishDocument(kind === 'api' ? app.swagger() : app.ingestSwagger(), kind)));
  for (const kind of ['api', 'ingest'] as const) {
    app.get(`${PREFIXES[kind]}/openapi.json`, { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(documentOf(kind)));
  }
  referencePage(app);
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Creator Workspace API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript>This reference needs JavaScript. The document itself is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</noscript>
<div id="reference"></div>
<script src="/api/v1/docs/redoc.standalone.js"></script>
<script src="/api/v1/docs/init.js"></script>
</body>
</html>
`;

const INIT = `Redoc.init('/api/v1/openapi.json', {
  expandResponses: '200',
  jsonSampleExpandLevel: 3,
  hideDownloadButton: false,
  sortTagsAlphabetically: false,
  theme: { colors: { primary: { main: '#1d4ed8' } }, typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } } }
}, document.getElementById('reference'));
`;

const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** Redoc injects its styles at run time, so this page alone allows inline styles; every script is a file of ours. */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** GET /api/v1/docs: the reference, rendered by Redoc from the served document; every asset is local, no key needed. */
function referencePage(app: FastifyInstance): void {
  const require = createRequire(import.meta.url);
  let redoc: Buffer | undefined;
  const page = { hide: true };
  app.get('/api/v1/docs', { schema: page }, async (_request, reply) => reply.header('Content-Security-Policy', CSP).type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/v1/docs/init.js', { schema: page }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  app.get('/api/v1/docs/redoc.standalone.js', { schema: page }, async (_request, reply) => {
    // The bundle's one remote asset (the "API docs by Redocly" logo) is swapped for a local blank image: no CDN.
    redoc ??= Buffer.from(readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8').replace(REDOC_LOGO, BLANK_IMAGE));
    return reply.type('text/javascript; charset=utf-8').send(redoc);
  });
}
