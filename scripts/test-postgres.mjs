#!/usr/bin/env node
// The PostgreSQL pass of `npm test` alone (`npm run test:postgres`): the test files marked `// @postgres`
// (test-files.mjs) again, on PostgreSQL, in test-pool.mjs's pool. Without a reachable PostgreSQL it says so loudly and
// skips, except under CI, where that is a failure.
import { postgresPass, runPasses } from './test-pool.mjs';

const { pass, ok } = await postgresPass();
process.exit(pass === undefined ? (ok ? 0 : 1) : (await runPasses([pass])) ? 0 : 1);
