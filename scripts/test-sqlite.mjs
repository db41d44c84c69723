#!/usr/bin/env node
// The SQLite pass of `npm test` alone (`npm run test:sqlite`): every compiled test file, in test-pool.mjs's pool.
import { runPasses, sqlitePass } from './test-pool.mjs';

process.exit((await runPasses([sqlitePass()])) ? 0 : 1);
