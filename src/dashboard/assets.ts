/** The dashboard's files: our CSS and script, and uPlot from node_modules; read once, served locally (no CDN). */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Our own assets live beside the sources; found by walking up from the compiled module (dist/ or build-test/). */
function ownAssetsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'src', 'dashboard', 'assets');
    if (existsSync(join(candidate, 'app.css'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('dashboard assets not found (src/dashboard/assets)');
}

/** Registers GET /dashboard/assets/<name> for the fixed list of files. */
export function assetRoutes(app: FastifyInstance): void {
  const own = ownAssetsDir();
  const require = createRequire(import.meta.url);
  const files: Record<string, { type: string; body: Buffer }> = {
    'app.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(own, 'app.css')) },
    'app.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(join(own, 'app.js')) },
    'charts.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(join(own, 'charts.js')) },
    'uplot.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js')) },
    'uplot.css': { type: 'text/css; charset=utf-8', body: readFileSync(require.resolve('uplot/dist/uPlot.min.css')) },
  };
  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const file = Object.hasOwn(files, request.params.name) ? files[request.params.name] : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(file.type).send(file.body);
  });
}
