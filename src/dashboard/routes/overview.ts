/** Overview (analytics as charts, servers) and Servers: read-only pages for every member (Members: invitations.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { summarize } from '../../analytics/service.js';
import { listServers } from '../../servers/repository.js';
import { toServerStatus } from '../../servers/presenter.js';
import { pageParam, type DashboardDeps } from '../deps.js';
import { toPage } from '../../http/pagination.js';
import { sendPage } from '../render.js';
import { Overview, PERIODS } from '../views/overview.js';
import { Servers } from '../views/servers.js';
import { isAdmin } from '../sections.js';

/** The overview and servers routes. */
export function overviewRoutes(app: FastifyInstance, { db, config }: DashboardDeps): void {
  const overview = async (request: FastifyRequest) => {
    const { workspace } = request.place;
    const asked = Number((request.query as { days?: unknown }).days);
    const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
    const today = new Date();
    const before = new Date(today.getTime() - days * 86_400_000);
    const [current, previous, servers] = await Promise.all([
      summarize(db, workspace.id, days, today),
      summarize(db, workspace.id, days, before),
      listServers(db, workspace.id, toPage({ page: 1, per_page: 100 })),
    ]);
    const statuses = servers.rows.map((row) => ({ name: row.name, status: toServerStatus(row, request.place.workspace, config.zoneMinCount) }));
    return Overview({ frame: request.place.frame(), days, current, previous, servers: statuses });
  };
  app.get('/', { config: { section: 'overview' } }, async (request, reply) => sendPage(reply, await overview(request)));
  app.get('/overview', { config: { section: 'overview' } }, async (request, reply) => sendPage(reply, await overview(request)));

  app.get('/servers', { config: { section: 'servers' } }, async (request, reply) => {
    const page = pageParam(request);
    const { rows, total } = await listServers(db, request.place.workspace.id, page);
    const servers = rows.map((row) => ({ name: row.name, status: toServerStatus(row, request.place.workspace, config.zoneMinCount) }));
    const slug = request.place.workspace.slug;
    const overlays = isAdmin(request.place.role) ? (id: number) => `/dashboard/${slug}/servers/${id}/overlays` : undefined;
    return sendPage(reply, Servers({ frame: request.place.frame(), servers, page: page.page, pages: Math.ceil(total / page.perPage), overlays }));
  });
}
