/**
 * A read declared with cachedRead receives the caller, the validated query and the path parameters, and nothing
 * else: its answer may be kept for every request with the same three, so the compiler refuses a read that looks at
 * anything more (`npm run typecheck` checks the @ts-expect-error below), and the handler hands it only those.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../src/http/admission.js';
import { cachedRead } from '../../src/http/cached-read.js';

test('a cached read gets the caller, query and params only, and its rule rides on the route', async () => {
  const seen: string[][] = [];
  const route = cachedRead(
    {
      id: 'readShape',
      summary: 'A shape',
      tag: 'Store',
      scope: 'read:store',
      cache: { resources: ['products'] },
      params: Type.Object({ id: Type.Integer() }),
      querystring: Type.Object({ q: Type.String() }),
      response: Type.Object({ id: Type.Integer(), q: Type.String(), workspace: Type.Integer() }),
    },
    async (input) => {
      // @ts-expect-error a cached read has no headers: an answer kept for the workspace may not depend on them
      void input.headers;
      seen.push(Object.keys(input).sort());
      return { id: input.params.id, q: input.query.q, workspace: input.caller.workspace.id };
    },
  );
  assert.deepEqual(route.config.cached.rule, { resources: ['products'] });
  assert.equal(route.config.scope, 'read:store');
  const caller = { workspace: { id: 3 } } as unknown as Caller;
  const request = { caller, query: { q: 'rank' }, params: { id: 7 }, headers: { authorization: 'Bearer x' }, body: {} } as unknown as FastifyRequest;
  assert.deepEqual(await route.handler(request), { id: 7, q: 'rank', workspace: 3 });
  assert.deepEqual(await route.config.cached.read({ caller, query: { q: 'map' }, params: { id: 8 } }), { id: 8, q: 'map', workspace: 3 });
  assert.deepEqual(seen, [['caller', 'params', 'query'], ['caller', 'params', 'query']]);
});
