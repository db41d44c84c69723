/** Invitations: owners and admins invite and revoke (Members); the invitee accepts on a page of its own, signed out. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound, type FieldErrors } from '../../api-error.js';
import { listPendingInvitations, markNotMailed, revokeInvitation } from '../../invitations/repository.js';
import { acceptInvitation, acceptMode, invite, mailInvitation, openInvitation, rolesGivenBy } from '../../invitations/service.js';
import { listMembers, toMember } from '../../members/repository.js';
import { now } from '../../time.js';
import { refuseForgery, refuseReader } from '../context.js';
import { fieldsOf, formOf, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage, type CookiePolicy } from '../render.js';
import { loadViewer, LOGIN_COOKIE, readCookies, sameToken, SESSION_COOKIE, setCookie, startSession } from '../session.js';
import { AcceptInvitation, InvitationLink, InvitationProblem } from '../views/invitations.js';
import { isAdmin } from '../sections.js';
import { Members } from '../views/members.js';
import { Problem } from '../views/errors.js';
import { isLive } from '../../workspaces/repository.js';
import { idParam } from './ids.js';
import { pageParam } from '../deps.js';

const config = { section: 'members' };

/** Where e-mailed links (invitations, password resets) point: the public address without the API's path. */
export function dashboardOrigin(publicBaseUrl: string): string {
  return publicBaseUrl.replace(/\/api\/v1\/?$/, '');
}

/** Members with, for owners and admins, the invite form and the pending invitations. */
export function memberRoutes(app: FastifyInstance, { db, config: settings, policy }: DashboardDeps): void {
  const showMembers = async (request: FastifyRequest, reply: FastifyReply, typed?: { email: string; role: string; errors: FieldErrors }) => {
    const { workspace, role } = request.place;
    const page = pageParam(request);
    const { rows, total } = await listMembers(db, workspace.id, page);
    // Test mode invites nobody: its members are demo people, and a real person is invited in live mode (and sees both).
    const invitations = isAdmin(role) && isLive(workspace) ? { pending: await listPendingInvitations(db, workspace.id, now()), roles: rolesGivenBy(role), ...typed } : undefined;
    const view = Members({ frame: request.place.frame(), members: rows.map(toMember), total, page: page.page, pages: Math.ceil(total / page.perPage), invitations });
    return sendPage(reply, view, typed ? 422 : 200);
  };

  app.get('/members', { config }, (request, reply) => showMembers(request, reply));

  app.post('/members/invitations', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'invite people');
    if (refused) return refused;
    const { workspace, viewer, role } = request.place;
    if (!isLive(workspace)) return sendPage(reply, Problem({ title: 'Not in test mode', message: 'Test mode invites nobody: invite people in live mode, and they see test mode too.', frame: request.place.frame() }), 404);
    const form = formOf(request);
    const email = one(form, 'email').trim().slice(0, 320);
    const chosen = one(form, 'role');
    let made;
    try {
      made = await invite(db, workspace.id, { email, role: chosen, inviterEmail: viewer.email, inviterRole: role, mailed: settings.smtpUrl !== '' });
    } catch (error) {
      return showMembers(request, reply, { email, role: chosen, errors: fieldsOf(error) });
    }
    const link = `${dashboardOrigin(settings.publicBaseUrl)}/dashboard/invitations/${made.token}`;
    const mailed = await mailInvitation({ url: settings.smtpUrl, from: settings.smtpFrom }, { email, workspaceName: workspace.name, inviter: viewer.email, role: chosen, link }).catch((error: unknown) => {
      request.log.error({ err: error }, 'could not send an invitation e-mail');
      return false;
    });
    if (!mailed) {
      // Shown, not mailed (no SMTP_URL, or the e-mail failed): the link proves nothing about the address.
      if (made.invitation.mailed === 1) await markNotMailed(db, workspace.id, made.invitation.id);
      return sendPage(reply, InvitationLink({ frame: request.place.frame(), email, link }));
    }
    return redirect(reply, `/dashboard/${workspace.slug}/members`, policy, `Invitation sent to ${email}.`);
  });

  app.post('/members/invitations/:id/revoke', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'revoke invitations');
    if (refused) return refused;
    const { workspace } = request.place;
    if (!(await revokeInvitation(db, workspace.id, idParam(request), now()))) throw notFound('Invitation');
    return redirect(reply, `/dashboard/${workspace.slug}/members`, policy, 'Invitation revoked: its link no longer works.');
  });
}

/** The invitee's pages, outside any workspace (no session yet); the form's CSRF token is a double-submit cookie, as at sign-in. */
export function acceptRoutes(app: FastifyInstance, db: Kysely<Database>, policy: CookiePolicy): void {
  const token = (request: FastifyRequest) => (request.params as { token?: string }).token ?? '';
  const page = async (request: FastifyRequest, reply: FastifyReply, typed?: { name: string; errors: FieldErrors }) => {
    const opened = await openInvitation(db, token(request));
    if (opened.problem !== undefined) return sendPage(reply, InvitationProblem({ message: opened.problem }), 404);
    const csrf = randomBytes(24).toString('base64url');
    setCookie(reply, LOGIN_COOKIE, csrf, { secure: policy.secure });
    const { invitation } = opened;
    const viewer = await loadViewer(db, request);
    const mode = acceptMode(opened, viewer?.userId);
    const view = AcceptInvitation({ csrf, action: request.url, workspaceName: invitation.workspace_name, email: invitation.email, role: invitation.role, mode, ...typed });
    return sendPage(reply, view, typed ? 422 : 200);
  };

  app.get('/invitations/:token', (request, reply) => page(request, reply));

  app.post('/invitations/:token', async (request, reply) => {
    const form = formOf(request);
    if (!sameToken(one(form, '_csrf'), readCookies(request).get(LOGIN_COOKIE) ?? '')) return refuseForgery(reply);
    const signedIn = (await loadViewer(db, request))?.userId;
    let accepted;
    try {
      accepted = await acceptInvitation(db, token(request), { name: one(form, 'name'), password: one(form, 'password'), signedInUserId: signedIn });
    } catch (error) {
      return page(request, reply, { name: one(form, 'name'), errors: fieldsOf(error) });
    }
    // Signed in already (an existing account): that session goes on; a new member gets one.
    const session = signedIn === accepted.userId ? undefined : await startSession(db, accepted.userId, request);
    if (session !== undefined) setCookie(reply, SESSION_COOKIE, session, { secure: policy.secure });
    setCookie(reply, LOGIN_COOKIE, '', { secure: policy.secure, maxAge: 0 });
    return redirect(reply, `/dashboard/${accepted.slug}`, policy, 'Welcome! You are now a member of this workspace.');
  });
}
