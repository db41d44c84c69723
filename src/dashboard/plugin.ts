/** Dashboard (docs/decisions.md#11-dashboard): server-rendered pages at /dashboard for people who own workspaces. */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import type { Kysely } from 'kysely';
import { DomainError } from '../domain-error.js';
import { logFailure, toApiError } from '../http/error-handler.js';
import { faultsOf } from '../db/faults.js';
import type { RateLimitStore } from '../rate-limit/store.js';
import { assetRoutes } from './assets.js';
import { guardWorkspace, type Place } from './context.js';
import { registerFormBody } from './forms.js';
import { sendPage, type CookiePolicy } from './render.js';
import { signInRoutes } from './sign-in.js';
import { resetRoutes } from './password-reset.js';
import { keyRoutes } from './routes/keys.js';
import { notificationRoutes } from './routes/notifications.js';
import { overviewRoutes } from './routes/overview.js';
import { postRoutes } from './routes/posts.js';
import { productRoutes } from './routes/products.js';
import { orderRoutes } from './routes/orders.js';
import { accountRoutes } from './routes/account.js';
import { reportRoutes } from './routes/reports.js';
import { automationRoutes } from './routes/automations.js';
import { acceptRoutes, memberRoutes } from './routes/invitations.js';
import { webhookRoutes } from './routes/webhooks.js';
import { deliveryRoutes } from './routes/deliveries.js';
import { overlayRoutes } from './routes/overlays.js';
import { testDataRoutes } from './routes/test-data.js';
import { Problem } from './views/errors.js';

/** The sections, in one explicit list; each registers its routes under /dashboard/:slug. */
const SECTION_ROUTES = [overviewRoutes, productRoutes, orderRoutes, memberRoutes, accountRoutes, reportRoutes, automationRoutes, postRoutes, keyRoutes, webhookRoutes, deliveryRoutes, notificationRoutes, overlayRoutes, testDataRoutes];

// No inline script or style anywhere; nothing may frame a page; forms only post to us.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** Registers the dashboard; mounted at /dashboard. */
export const dashboard: FastifyPluginAsync<{ db: Kysely<Database>; config: Config; rateLimits: RateLimitStore; revoked: (tokenId: number) => void }> = async (app, { db, config, rateLimits, revoked }) => {
  const policy: CookiePolicy = { secure: config.publicBaseUrl.startsWith('https:') };
  // Dashboard routes are not part of the API's document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers({
      'Content-Security-Policy': CSP,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    });
  });
  registerFormBody(app);
  app.decorateRequest('place', null as unknown as Place);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const frame = request.place?.frame();
      return sendPage(reply, Problem({ title: 'That did not work', message: `${error.message}.`, frame }), 409);
    }
    const apiError = toApiError(error);
    logFailure(request, error, apiError, faultsOf(request.server.store, request.log), 'dashboard request failed');
    const title = apiError.status === 404 ? 'Not found' : apiError.status >= 500 ? 'Something went wrong' : 'That did not work';
    const message = apiError.status >= 500 ? `Something went wrong on our side. Please try again. (Request ${request.id})` : apiError.message;
    return sendPage(reply, Problem({ title, message, frame: request.place?.frame() }), apiError.status);
  });
  app.setNotFoundHandler((_request, reply) => sendPage(reply, Problem({ title: 'Not found', message: 'There is no such page.', back: '/dashboard' }), 404));

  assetRoutes(app);
  signInRoutes(app, db, rateLimits, policy);
  resetRoutes(app, { db, rateLimits, policy, config });
  acceptRoutes(app, db, policy);
  await app.register(async (scoped) => {
    scoped.addHook('preHandler', guardWorkspace(db, policy));
    for (const section of SECTION_ROUTES) section(scoped, { db, config, policy, rateLimits, revoked });
  }, { prefix: '/:slug' });
};
