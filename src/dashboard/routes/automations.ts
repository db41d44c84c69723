/** Automations (owners and admins, like API keys and webhooks; docs/webhooks.md, Automations): the same service as /automations. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../api-error.js';
import { findAutomation, listAutomations, listRuns } from '../../automations/repository.js';
import type { Action, CreateAutomation } from '../../automations/schema.js';
import { CreateAutomationBody } from '../../automations/schema.js';
import { createAutomation, deleteAutomation, toAutomation, updateAutomation } from '../../automations/service.js';
import { checkWithApiSchema, fieldsOf, formOf, one } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { AutomationList, AutomationPage, type AutomationDraft, type Choices } from '../views/automations.js';
import { postName } from '../views/posts.js';
import { Confirm } from '../views/errors.js';
import { idParam } from './ids.js';
import { pageParam } from '../deps.js';

const config = { section: 'automations' };
const FIELDS = ['name', 'trigger_event', 'trigger_product_id', 'action_type', 'action_product_id', 'action_post_id', 'action_message'];

const idOf = (text: string): number | undefined => (/^\d{1,10}$/.test(text) ? Number(text) : undefined);

/** The rule a form describes, with only the fields its action type uses. */
function ruleOf(draft: Record<string, string>): CreateAutomation {
  const type = (draft['action_type'] ?? '') as Action['type'];
  const productId = idOf(draft['action_product_id'] ?? '');
  const postId = idOf(draft['action_post_id'] ?? '');
  const message = (draft['action_message'] ?? '').trim();
  const action: Action =
    type === 'grant_entitlement'
      ? { type, ...(productId !== undefined && { product_id: productId }) }
      : type === 'publish_post'
        ? { type, ...(postId !== undefined && { post_id: postId }) }
        : { type, ...(message !== '' && { message }) };
  return { name: (draft['name'] ?? '').trim(), trigger: { event: (draft['trigger_event'] ?? '') as CreateAutomation['trigger']['event'], product_id: idOf(draft['trigger_product_id'] ?? '') ?? null }, action };
}

/** The automation routes. */
export function automationRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  const choices = async (workspaceId: number): Promise<Choices> => ({
    products: await db.selectFrom('products').select(['id', 'name']).where('workspace_id', '=', workspaceId).where('is_active', '=', 1).orderBy('name').limit(500).execute(),
    drafts: (await db.selectFrom('posts').select(['id', 'title', 'body']).where('workspace_id', '=', workspaceId).where('status', 'in', ['draft', 'scheduled']).orderBy('id', 'desc').limit(200).execute()).map((p) => ({
      id: p.id,
      title: postName(p),
    })),
  });
  const list = async (request: FastifyRequest, draft?: AutomationDraft) => {
    const workspaceId = request.place.workspace.id;
    const page = pageParam(request, 50);
    const { rows, total } = await listAutomations(db, workspaceId, page);
    return AutomationList({ frame: request.place.frame(), rules: rows.map(toAutomation), choices: await choices(workspaceId), page: page.page, pages: Math.ceil(total / page.perPage), draft });
  };
  const load = async (request: FastifyRequest) => {
    const row = await findAutomation(db, request.place.workspace.id, idParam(request));
    if (!row) throw notFound('Automation');
    return toAutomation(row);
  };
  const listUrl = (request: FastifyRequest) => `/dashboard/${request.place.workspace.slug}/automations`;

  app.get('/automations', { config }, async (request, reply) => sendPage(reply, await list(request)));

  app.post('/automations', { config }, async (request, reply) => {
    const form = formOf(request);
    const values: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, one(form, name)]));
    const rule = ruleOf(values);
    const refused = checkWithApiSchema(CreateAutomationBody, rule);
    if (refused) return sendPage(reply, await list(request, { values, errors: refused }), 422);
    try {
      const made = await createAutomation(db, request.place.workspace.id, rule);
      return redirect(reply, listUrl(request), policy, `Automation “${made.name}” created: it runs for events from now on.`);
    } catch (error) {
      return sendPage(reply, await list(request, { values, errors: fieldsOf(error) }), 422);
    }
  });

  app.get('/automations/:id', { config }, async (request, reply) => {
    const rule = await load(request);
    const page = pageParam(request, 50);
    const { rows, total } = await listRuns(db, request.place.workspace.id, rule.id, page, true);
    return sendPage(reply, AutomationPage({ frame: request.place.frame(), rule, choices: await choices(request.place.workspace.id), runs: rows, page: page.page, pages: Math.ceil(total / page.perPage) }));
  });

  for (const [verb, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post(`/automations/:id/${verb}`, { config }, async (request, reply) => {
      const rule = await load(request);
      await updateAutomation(db, request.place.workspace.id, rule.id, { enabled });
      return redirect(reply, listUrl(request), policy, `Automation “${rule.name}” ${enabled ? 'enabled' : 'disabled'}.`);
    });
  }

  app.post('/automations/:id/delete', { config }, async (request, reply) => {
    const rule = await load(request);
    if (one(formOf(request), 'confirmed') !== 'yes') {
      const message = `Delete the automation “${rule.name}”? Its runs are deleted with it.`;
      return sendPage(reply, Confirm({ frame: request.place.frame(), message, action: request.url, fields: {}, cancel: listUrl(request), label: 'Delete automation' }));
    }
    await deleteAutomation(db, request.place.workspace.id, rule.id);
    return redirect(reply, listUrl(request), policy, `Automation “${rule.name}” deleted.`);
  });
}
