/** /automations (scope automations; docs/webhooks.md, Automations): list, create, read, change, delete, and a rule's runs. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../api-error.js';
import { cachedRead } from '../http/cached-read.js';
import { operation } from '../http/operation.js';
import { listEnvelope, toPage } from '../http/pagination.js';
import { IdParams, ListOf, PageQuery } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { DeletedSchema } from '../webhooks/schema.js';
import { findAutomation, listAutomations, listRuns } from './repository.js';
import { AutomationSchema, CreateAutomationBody, RunSchema, UpdateAutomationBody, type Action } from './schema.js';
import { createAutomation, deleteAutomation, toAutomation, updateAutomation } from './service.js';

/** Automation routes. */
export const automationRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  const tag = 'Automations';
  app.get(
    '/automations',
    cachedRead(
      { id: 'listAutomations', summary: 'List automations', tag, scope: 'automations', cache: { resources: ['automations'] }, querystring: PageQuery, response: ListOf(AutomationSchema) },
      async ({ caller, query }) => {
        const page = toPage(query);
        const { rows, total } = await listAutomations(db, caller.workspace.id, page);
        return listEnvelope(rows.map(toAutomation), total, page);
      }
    ),
  );

  app.post(
    '/automations',
    operation({ id: 'createAutomation', summary: 'Create an automation (at most 50 a workspace)', tag, scope: 'automations', body: CreateAutomationBody, response: AutomationSchema }),
    async (request) => createAutomation(db, request.caller.workspace.id, request.body),
  );

  app.get(
    '/automations/:id',
    cachedRead(
      { id: 'getAutomation', summary: 'An automation', tag, scope: 'automations', cache: { resources: ['automations'] }, params: IdParams, response: AutomationSchema },
      async ({ caller, params }) => {
        const row = await findAutomation(db, caller.workspace.id, params.id);
        if (!row) throw notFound('Automation');
        return toAutomation(row);
      }
    ),
  );

  app.patch(
    '/automations/:id',
    operation({ id: 'updateAutomation', summary: 'Change an automation', tag, scope: 'automations', params: IdParams, body: UpdateAutomationBody, response: AutomationSchema }),
    async (request) => updateAutomation(db, request.caller.workspace.id, request.params.id, request.body),
  );

  app.delete(
    '/automations/:id',
    operation({ id: 'deleteAutomation', summary: 'Delete an automation and its runs', tag, scope: 'automations', params: IdParams, response: DeletedSchema }),
    async (request) => deleteAutomation(db, request.caller.workspace.id, request.params.id),
  );

  app.get(
    '/automations/:id/runs',
    cachedRead(
      { id: 'listAutomationRuns', summary: "An automation's runs, oldest first", tag, scope: 'automations', cache: { resources: ['automations'] }, params: IdParams, querystring: PageQuery, response: ListOf(RunSchema) },
      async ({ caller, query, params }) => {
        const workspaceId = caller.workspace.id;
        const rule = await findAutomation(db, workspaceId, params.id);
        if (!rule) throw notFound('Automation');
        const page = toPage(query);
        const { rows, total } = await listRuns(db, workspaceId, rule.id, page);
        const runs = rows.map((run) => ({ id: run.id, automation_id: run.automation_id, trigger_event_id: run.trigger_event_id, action: JSON.parse(run.action) as Action, outcome: run.outcome as 'succeeded' | 'failed', ...(run.error !== null && { error: run.error }), created_at: run.created_at }));
        return listEnvelope(runs, total, page);
      }
    ),
  );
};
