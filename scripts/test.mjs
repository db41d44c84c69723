#!/usr/bin/env node
// `npm test`: brings every prerequisite first (scripts/provision.mjs: as root on Debian it installs what is missing
// and starts PostgreSQL and Redis; else one message naming what is missing, with its install line), builds, then
// runs the SQLite pass and the PostgreSQL pass together in one pool (test-pool.mjs). Both passes always run, both
// summaries print at the end, and the exit code is non-zero if either failed.
import { execFileSync } from 'node:child_process';
import { provision } from './provision.mjs';
import { postgresPass, runPasses, sqlitePass } from './test-pool.mjs';

if (!(await provision())) process.exit(1);
try {
  execFileSync('npm', ['run', 'build:tests'], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
const postgres = await postgresPass();
const passed = await runPasses(postgres.pass === undefined ? [sqlitePass()] : [sqlitePass(), postgres.pass]);
process.exit(passed && postgres.ok ? 0 : 1);
