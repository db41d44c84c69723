/** "Delete all test data" (owners and admins, test mode only): asks first, then empties the twin and refills the demo data. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseReader } from '../context.js';
import type { DashboardDeps } from '../deps.js';
import { formOf, one } from '../forms.js';
import { redirect, sendPage } from '../render.js';
import { Confirm, Problem } from '../views/errors.js';
import { resetTwin } from '../../test-mode/reset.js';
import { isLive } from '../../workspaces/repository.js';

const config = { section: 'overview' };
const QUESTION =
  'Delete all test data? Every test order, product, subscription, server, post, stream, report, automation, webhook, event and delivery goes, and the demo data is filled in again. Test API keys keep working. Live data is not touched.';

/** Live mode has no test data to delete: the page does not exist there; readers get the admins-only page. */
function refused(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const { workspace, frame } = request.place;
  if (isLive(workspace)) return sendPage(reply, Problem({ title: 'Not found', message: 'Test data is deleted from test mode: switch it on first.', frame: frame() }), 404);
  return refuseReader(request, reply, 'delete test data');
}

/** The test-data routes. */
export function testDataRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  const overview = (request: FastifyRequest) => `/dashboard/${request.place.workspace.slug}/overview`;
  const ask = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, Confirm({ frame: request.place.frame(), message: QUESTION, action: `/dashboard/${request.place.workspace.slug}/test-data`, fields: {}, cancel: overview(request), label: 'Delete all test data' }));

  app.get('/test-data', { config }, async (request, reply) => refused(request, reply) ?? ask(request, reply));

  app.post('/test-data', { config }, async (request, reply) => {
    const refusal = refused(request, reply);
    if (refusal) return refusal;
    if (one(formOf(request), 'confirmed') !== 'yes') return ask(request, reply);
    await resetTwin(db, request.place.workspace);
    return redirect(reply, overview(request), policy, 'All test data was deleted, and the demo data filled in again.');
  });
}
