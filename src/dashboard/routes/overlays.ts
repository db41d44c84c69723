/** Overlay links of a server (owners and admins): make one (shown once), list them, revoke one with confirmation. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../api-error.js';
import { findStatusToken, listStatusTokens } from '../../live/repository.js';
import { createStatusToken, revokeOverlayToken } from '../../live/service.js';
import { findServer } from '../../servers/repository.js';
import { isLive } from '../../workspaces/repository.js';
import { refuseReader } from '../context.js';
import type { DashboardDeps } from '../deps.js';
import { formOf, one } from '../forms.js';
import { spendOnce } from '../once.js';
import { redirect, sendPage } from '../render.js';
import { AlreadyDone, Confirm } from '../views/errors.js';
import { Reveal } from '../views/keys.js';
import { Overlays, revokeOverlayQuestion } from '../views/overlays.js';
import { idParam } from './ids.js';

const config = { section: 'servers' };

/** The overlay routes; `revoked` closes the revoked link's open streams in this process at once. */
export function overlayRoutes(app: FastifyInstance, { db, config: settings, policy, rateLimits, revoked }: DashboardDeps): void {
  const serverOf = async (workspaceId: number, id: number) => {
    const server = await findServer(db, workspaceId, id);
    if (!server) throw notFound('Server');
    return server;
  };

  app.get('/servers/:id/overlays', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'manage overlay links');
    if (refused) return refused;
    const { workspace } = request.place;
    const server = await serverOf(workspace.id, idParam(request));
    const tokens = await listStatusTokens(db, workspace.id, server.id);
    return sendPage(reply, Overlays({ frame: request.place.frame(), server, tokens }));
  });

  app.post('/servers/:id/overlays', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'manage overlay links');
    if (refused) return refused;
    const { workspace, viewer } = request.place;
    const server = await serverOf(workspace.id, idParam(request));
    const list = `/dashboard/${workspace.slug}/servers/${server.id}/overlays`;
    if (!(await spendOnce(rateLimits, viewer, one(formOf(request), '_once')))) {
      return sendPage(reply, AlreadyDone({ frame: request.place.frame(), what: 'the link was made then.', back: list }), 409);
    }
    const { token } = await createStatusToken(db, workspace.id, server.id, viewer.userId);
    const url = `${settings.publicBaseUrl.replace(/\/api\/v1$/, '')}/public/v1/status/${token}`;
    const test = isLive(workspace) ? '' : ' A test-mode link: it shows a test server, and every answer says "livemode": false.';
    const note = `Live status of ${server.name} as JSON; ${url}/stream sends each change (Server-Sent Events). Anyone with the link can see what the API shows of this server.${test}`;
    return sendPage(reply, Reveal({ frame: request.place.frame(), title: `Overlay link for ${server.name}`, label: 'overlay link', secret: url, done: list, note }));
  });

  app.post('/servers/:id/overlays/:tokenId/revoke', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'manage overlay links');
    if (refused) return refused;
    const { workspace } = request.place;
    const server = await serverOf(workspace.id, idParam(request));
    const tokenId = idParam(request, 'tokenId');
    const token = await findStatusToken(db, workspace.id, server.id, tokenId);
    if (!token) throw notFound('Overlay link');
    const list = `/dashboard/${workspace.slug}/servers/${server.id}/overlays`;
    if (one(formOf(request), 'confirmed') !== 'yes') {
      return sendPage(reply, Confirm({ frame: request.place.frame(), message: revokeOverlayQuestion(token, server.name), action: request.url, fields: {}, cancel: list, label: 'Revoke link' }));
    }
    if (token.revoked_at === null) {
      await revokeOverlayToken(db, workspace.id, token.id);
      revoked(token.id);
    }
    return redirect(reply, list, policy, `Overlay link ${token.prefix}… revoked.`);
  });
}
