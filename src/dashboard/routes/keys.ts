/** API keys (owner and admin only): create with scopes, reveal once, list, revoke with confirmation. */
import type { FastifyInstance } from 'fastify';
import { fieldErrors, notFound } from '../../api-error.js';
import { findApiKey } from '../../keys/repository.js';
import { isScope } from '../../keys/scopes.js';
import { createKey, listKeys, revokeKey } from '../../keys/service.js';
import { all, formOf, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { spendOnce } from '../once.js';
import { AlreadyDone, Confirm } from '../views/errors.js';
import { KeyList, NewKey, Reveal, revokeQuestion } from '../views/keys.js';
import { idParam } from './ids.js';

const config = { section: 'api-keys' };

/** The API key routes. */
export function keyRoutes(app: FastifyInstance, { db, policy, rateLimits }: DashboardDeps): void {
  app.get('/api-keys', { config }, async (request, reply) => {
    return sendPage(reply, KeyList({ frame: request.place.frame(), keys: await listKeys(db, request.place.workspace.id) }));
  });

  app.get('/api-keys/new', { config }, async (request, reply) => sendPage(reply, NewKey({ frame: request.place.frame() })));

  app.post('/api-keys', { config }, async (request, reply) => {
    const { workspace, viewer } = request.place;
    const form = formOf(request);
    const name = one(form, 'name').trim();
    const chosen = all(form, 'scopes');
    const errors = fieldErrors();
    if (name === '') errors['name'] = ['Enter a name, such as the tool that will use the key.'];
    else if (name.length > 100) errors['name'] = ['must be at most 100 characters'];
    const unknown = chosen.filter((s) => !isScope(s));
    if (unknown.length > 0) errors['scopes'] = [`unknown scope: ${unknown.join(', ')}`];
    else if (chosen.length === 0) errors['scopes'] = ['Choose at least one scope.'];
    if (Object.keys(errors).length > 0) return sendPage(reply, NewKey({ frame: request.place.frame(), name, chosen, errors }), 422);
    const scopes = [...new Set(chosen)].filter(isScope);
    const list = `/dashboard/${workspace.slug}/api-keys`;
    if (!(await spendOnce(rateLimits, viewer, one(form, '_once')))) {
      return sendPage(reply, AlreadyDone({ frame: request.place.frame(), what: 'the key was created then.', back: list }), 409);
    }
    const { key } = await createKey(db, workspace.id, { name, scopes, createdByEmail: viewer.email });
    return sendPage(reply, Reveal({ frame: request.place.frame(), title: `Key “${name}” created`, label: 'API key', secret: key, done: list }));
  });

  app.post('/api-keys/:id/revoke', { config }, async (request, reply) => {
    const { workspace } = request.place;
    const id = idParam(request);
    const key = await findApiKey(db, workspace.id, id);
    if (!key) throw notFound('API key');
    const list = `/dashboard/${workspace.slug}/api-keys`;
    if (one(formOf(request), 'confirmed') !== 'yes') {
      return sendPage(reply, Confirm({ frame: request.place.frame(), message: revokeQuestion(key), action: request.url, fields: {}, cancel: list, label: 'Revoke key' }));
    }
    await revokeKey(db, workspace.id, id);
    return redirect(reply, list, policy, `Key “${key.name}” revoked.`);
  });
}
