/**
 * Who is asking, in which workspace: every route under /dashboard/<slug>/ passes through `guardWorkspace` first,
 * which signs in, checks the CSRF token of a POST, checks membership (404 for others) and the section's role (403).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { countUnread } from '../notifications/repository.js';
import { listMemberships } from '../users/repository.js';
import { liveSlugOf, twinOf } from '../test-mode/twin.js';
import { findWorkspaceBySlug, isLive, type WorkspaceRow } from '../workspaces/repository.js';
import { formOf, one } from './forms.js';
import { onceToken } from './once.js';
import { sendPage, takeFlash, type CookiePolicy } from './render.js';
import { loadViewer, sameToken, type Viewer } from './session.js';
import { Problem } from './views/errors.js';
import { canModerate, isAdmin, SECTIONS } from './sections.js';
import type { Frame } from './views/layout.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The dashboard section a route belongs to (its tab, and whether it needs the admin role). */
    section?: string;
    /** Only moderators, admins and owners may use the route (changing posts); members get a 403 page. */
    moderatorsOnly?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user and their workspace; set by `guardWorkspace` on every workspace route. */
    place: Place;
  }
}

/** The signed-in user inside one of their workspaces. */
export interface Place {
  readonly viewer: Viewer;
  readonly workspace: WorkspaceRow;
  readonly role: string;
  /** The frame of a page of this section. */
  frame(): Frame;
}

/** Where to sign in, coming back to `url` afterwards (only our own paths are ever followed). */
export function loginUrl(url: string): string {
  return `/dashboard/login?next=${encodeURIComponent(url)}`;
}

/** A CSRF failure: a 403 page, nothing changed. */
export function refuseForgery(reply: FastifyReply, frame?: Frame): FastifyReply {
  const message = 'This form was not sent from a current dashboard page (its security token is missing or out of date). Nothing was changed. Reload the page and try again.';
  return sendPage(reply, Problem({ title: 'Form expired', message, frame }), 403);
}

/** The guard of every workspace route. Answers and stops the request when it may not go on. */
export function guardWorkspace(db: Kysely<Database>, policy: CookiePolicy) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const viewer = await loadViewer(db, request);
    if (!viewer) {
      // A POST from an expired session goes to sign-in too; its form is not replayed.
      return reply.code(303).header('Location', loginUrl(request.method === 'GET' ? request.url : '/dashboard')).send();
    }
    if (request.method === 'POST' && !sameToken(one(formOf(request), '_csrf'), viewer.csrf)) return refuseForgery(reply);
    const slug = (request.params as { slug?: string }).slug ?? '';
    // Test mode (docs/decisions.md#21-test-mode): `<slug>--test` is the workspace's test twin, for its members only.
    const liveSlug = liveSlugOf(slug) ?? slug;
    const live = liveSlug.length <= 63 ? await findWorkspaceBySlug(db, liveSlug) : undefined;
    const memberships = await listMemberships(db, viewer.userId);
    const membership = live && isLive(live) && memberships.find((m) => m.workspaceId === live.id);
    if (!live || !membership) {
      // Someone else's workspace looks exactly like one that does not exist.
      return sendPage(reply, Problem({ title: 'Not found', message: 'There is no such page in your workspaces.', back: '/dashboard' }), 404);
    }
    // The twin is made (and filled with the demo data) the first time a member switches to test mode.
    const workspace = liveSlug === slug ? live : await twinOf(db, live);
    const section = request.routeOptions.config.section ?? 'overview';
    const unread = await countUnread(db, workspace.id, viewer.userId);
    const flash = request.method === 'GET' ? takeFlash(request, reply, policy) : undefined;
    const frame = (): Frame => ({
      slug: workspace.slug,
      liveSlug: live.slug,
      workspaceName: workspace.name,
      role: membership.role,
      email: viewer.email,
      csrf: viewer.csrf,
      unread,
      others: memberships.filter((m) => m.workspaceId !== live.id).map((m) => ({ slug: m.slug, name: m.name })),
      section,
      flash,
      once: onceToken(),
    });
    request.place = { viewer, workspace, role: membership.role, frame };
    if (SECTIONS.find((s) => s.id === section)?.adminOnly && !isAdmin(membership.role)) {
      const what = section === 'webhooks' ? 'webhooks' : section === 'automations' ? 'automations' : 'API keys';
      const message = `You need the admin role to manage ${what}. Ask an owner of ${workspace.name}.`;
      return sendPage(reply, Problem({ title: 'Admins only', message, frame: frame() }), 403);
    }
    if (request.routeOptions.config.moderatorsOnly && !canModerate(membership.role)) {
      const message = `You need the moderator role or higher to change posts. Ask an owner or admin of ${workspace.name}.`;
      return sendPage(reply, Problem({ title: 'Moderators only', message, frame: frame() }), 403);
    }
    return undefined;
  };
}

/** For the sections every member may read but only owners and admins change: the 403 page for anyone else, or undefined. */
export function refuseReader(request: FastifyRequest, reply: FastifyReply, what: string): FastifyReply | undefined {
  const { role, workspace, frame } = request.place;
  if (isAdmin(role)) return undefined;
  return sendPage(reply, Problem({ title: 'Admins only', message: `You need the admin role to ${what}. Ask an owner of ${workspace.name}.`, frame: frame() }), 403);
}

