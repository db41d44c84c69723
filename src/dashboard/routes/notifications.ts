/** Notifications: the signed-in user's inbox in this workspace; mark read, mark all read. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../api-error.js';
import { listNotifications, markRead, notificationExists } from '../../notifications/repository.js';
import { now } from '../../time.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { Notifications } from '../views/notifications.js';
import { idParam } from './ids.js';
import { pageParam } from '../deps.js';

const config = { section: 'notifications' };

/** The notification routes. */
export function notificationRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  app.get('/notifications', { config }, async (request, reply) => {
    const { workspace, viewer } = request.place;
    const page = pageParam(request, 25);
    const { rows, total } = await listNotifications(db, workspace.id, viewer.userId, page);
    return sendPage(reply, Notifications({ frame: request.place.frame(), rows, page: page.page, pages: Math.ceil(total / page.perPage) }));
  });

  app.post('/notifications/:id/read', { config }, async (request, reply) => {
    const { workspace, viewer } = request.place;
    const id = idParam(request);
    if (!(await notificationExists(db, workspace.id, viewer.userId, id))) throw notFound('Notification');
    await markRead(db, workspace.id, viewer.userId, now(), id);
    return redirect(reply, `/dashboard/${workspace.slug}/notifications`, policy, 'Marked read.');
  });

  app.post('/notifications/read-all', { config }, async (request, reply) => {
    const { workspace, viewer } = request.place;
    const count = await markRead(db, workspace.id, viewer.userId, now());
    return redirect(reply, `/dashboard/${workspace.slug}/notifications`, policy, `Marked ${count} notification${count === 1 ? '' : 's'} read.`);
  });
}
