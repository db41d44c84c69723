#!/usr/bin/env node
// The SQLite pass of `npm test` (and `npm run test:sqlite`): every compiled test file, in the order test-files.mjs
// gives, three at a time.
import { spawn } from 'node:child_process';
import { sqliteTestFiles } from './test-files.mjs';

const child = spawn(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=3', ...sqliteTestFiles()], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
