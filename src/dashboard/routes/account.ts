/** Account (every user) and workspace Settings (owners only), as the README's Dashboard section describes. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors, notFound } from '../../api-error.js';
import { deleteOtherSessions, deleteSessionOf, IDLE_EXPIRY_MS, listSessionsOf } from '../../users/repository.js';
import { idParam } from './ids.js';
import { changeOwnPassword, currentPasswordMatches } from '../../users/service.js';
import { tooManyAttempts, withinBudget } from '../password-budget.js';
import { updateWorkspaceSettings } from '../../workspaces/repository.js';
import { formatTimestamp } from '../../time.js';
import { fieldsOf, formOf, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { Account, deviceOf, Settings, type SettingsDraft } from '../views/account.js';
import { Problem } from '../views/errors.js';

const CURRENCY = /^[A-Z]{3}$/;
const THRESHOLD = /^\d{1,4}$/;

/** The account and settings routes. */
export function accountRoutes(app: FastifyInstance, { db, config, policy, rateLimits }: DashboardDeps): void {
  const showAccount = async (request: FastifyRequest, reply: FastifyReply, errors?: ReturnType<typeof fieldErrors>) => {
    const { viewer } = request.place;
    const rows = await listSessionsOf(db, viewer.userId, Date.now() - IDLE_EXPIRY_MS);
    const sessions = rows.map((s) => ({
      id: s.id,
      created_at: s.created_at,
      lastSeen: formatTimestamp(new Date(Number(s.last_seen_at))),
      current: s.token_hash === viewer.tokenHash,
      device: deviceOf(s.user_agent),
      address: s.address,
    }));
    return sendPage(reply, Account({ frame: request.place.frame(), sessions, errors }), errors ? 422 : 200);
  };

  app.get('/account', { config: { section: 'account' } }, (request, reply) => showAccount(request, reply));

  app.post('/account/password', { config: { section: 'account' } }, async (request, reply) => {
    const { viewer } = request.place;
    const form = formOf(request);
    // The current password is checked within the sign-in failure budget: a stolen session cannot guess it.
    const current = one(form, 'current_password');
    const checked = await withinBudget(db, rateLimits, request, viewer.email, async () => ((await currentPasswordMatches(db, viewer.email, current)) ? true : undefined));
    if (checked.blocked) return tooManyAttempts(reply, checked.minutes);
    try {
      await changeOwnPassword(db, { id: viewer.userId, sessionHash: viewer.tokenHash }, { currentMatches: checked.result === true, next: one(form, 'new_password') });
    } catch (error) {
      return showAccount(request, reply, fieldsOf(error));
    }
    return redirect(reply, `/dashboard/${request.place.workspace.slug}/account`, policy, 'Password changed. Your other sessions have ended.');
  });

  const accountUrl = (request: FastifyRequest) => `/dashboard/${request.place.workspace.slug}/account`;

  // Ending a session: only one of the viewer's own (another user's id is a 404, as if it did not exist).
  app.post('/account/sessions/:id/end', { config: { section: 'account' } }, async (request, reply) => {
    const { viewer } = request.place;
    const id = idParam(request);
    if (viewer.sessionId === id) return redirect(reply, accountUrl(request), policy, 'That is this session: sign out instead.');
    if (!(await deleteSessionOf(db, viewer.userId, id))) throw notFound('Session');
    return redirect(reply, accountUrl(request), policy, 'Session ended: that browser is signed out.');
  });

  app.post('/account/sessions/end-others', { config: { section: 'account' } }, async (request, reply) => {
    const { viewer } = request.place;
    await deleteOtherSessions(db, viewer.userId, viewer.tokenHash);
    return redirect(reply, accountUrl(request), policy, 'Every other session ended.');
  });

  const ownersOnly = (request: FastifyRequest, reply: FastifyReply) => {
    const { role, workspace, frame } = request.place;
    if (role === 'owner') return undefined;
    return sendPage(reply, Problem({ title: 'Owners only', message: `Only an owner can change the settings of ${workspace.name}.`, frame: frame() }), 403);
  };
  const settingsConfig = { config: { section: 'settings' } };

  app.get('/settings', settingsConfig, async (request, reply) => {
    const refused = ownersOnly(request, reply);
    if (refused) return refused;
    const { workspace } = request.place;
    const draft = { name: workspace.name, currency: workspace.currency, threshold: workspace.zone_min_count === null ? '' : String(workspace.zone_min_count) };
    return sendPage(reply, Settings({ frame: request.place.frame(), draft, defaultThreshold: config.zoneMinCount }));
  });

  app.post('/settings', settingsConfig, async (request, reply) => {
    const refused = ownersOnly(request, reply);
    if (refused) return refused;
    const form = formOf(request);
    const draft: SettingsDraft = { name: one(form, 'name').trim(), currency: one(form, 'currency').trim().toUpperCase(), threshold: one(form, 'threshold').trim() };
    const errors = fieldErrors();
    if (draft.name === '' || draft.name.length > 100) errors['name'] = ['Enter a name of at most 100 characters.'];
    if (!CURRENCY.test(draft.currency)) errors['currency'] = ['must be a 3-letter uppercase ISO 4217 code, such as USD'];
    const threshold = draft.threshold === '' ? null : THRESHOLD.test(draft.threshold) ? Number(draft.threshold) : NaN;
    if (threshold !== null && !(threshold >= 1 && threshold <= 1000)) errors['threshold'] = ['must be a whole number from 1 to 1,000, or empty for the default'];
    if (Object.keys(errors).length > 0) return sendPage(reply, Settings({ frame: request.place.frame(), draft: { ...draft, errors }, defaultThreshold: config.zoneMinCount }), 422);
    await updateWorkspaceSettings(db, request.place.workspace.id, { name: draft.name, currency: draft.currency, zone_min_count: threshold });
    return redirect(reply, `/dashboard/${request.place.workspace.slug}/settings`, policy, 'Settings saved.');
  });
}
