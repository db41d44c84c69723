/** GET /me: the caller's workspace and key. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cachedRead } from '../http/cached-read.js';
import { Nullable, TimestampSchema } from '../http/schemas.js';
import type { Services } from '../http/services.js';
import { findApiKey } from '../keys/repository.js';
import { isLive } from '../workspaces/repository.js';

/** The `/me` representation. */
export const MeSchema = Type.Object({
  livemode: Type.Boolean({ description: 'true for a live key; false for a test key (`cwk_test_`), which reaches only the workspace\'s test twin' }),
  workspace: Type.Object(
    {
      id: Type.Integer({ description: "The workspace's id" }),
      slug: Type.String({ description: "The workspace's slug: its address in the dashboard and the CLI" }),
      name: Type.String({ description: "The workspace's name" }),
      currency: Type.String({ description: "The workspace's default currency (3-letter ISO 4217 code)" }),
    },
    { description: 'The workspace the key belongs to' },
  ),
  key: Type.Object({
    id: Type.Integer({ description: "The key's id" }),
    name: Type.String({ description: "The key's name" }),
    prefix: Type.String({ description: 'First 12 characters of the key' }),
    scopes: Type.Array(Type.String({ description: 'A scope' }), { description: 'Scopes granted to the key' }),
    created_at: TimestampSchema,
    last_used_at: Nullable(TimestampSchema),
  }, { description: 'The API key making the call' }),
}, { title: 'Me', description: 'The workspace and the key making the call' });

/** `/me` route. */
export const meRoutes: FastifyPluginAsyncTypebox<Services> = async (app, { db }) => {
  // Kept per key: recording last_used_at moves the account version, so an answer showing an older one is never
  // sent. The last use is read from the store: a key kept by this process does not hear of another's recording.
  app.get(
    '/me',
    cachedRead({ id: 'getMe', summary: 'The current workspace and key', tag: 'Account', scope: null, cache: { resources: ['account'], perKey: true }, response: MeSchema }, async ({ caller }) => {
    const { workspace, key, scopes } = caller;
    const lastUsedAt = (await findApiKey(db, workspace.id, key.id))?.last_used_at ?? key.last_used_at;
    return {
      livemode: isLive(workspace),
      workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name, currency: workspace.currency },
      key: { id: key.id, name: key.name, prefix: key.prefix, scopes: [...scopes], created_at: key.created_at, last_used_at: lastUsedAt },
    };
  }),
  );
};
