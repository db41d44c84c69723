/** `worker`: the background jobs alone, for running several processes beside (or instead of) `npm start`'s. */
import pino from 'pino';
import { loadConfig } from '../config.js';
import { startWorker } from '../worker.js';
import type { Command } from './commands.js';

/** Runs until SIGTERM/SIGINT, then finishes attempts in flight and exits 0. */
export const WORKER_COMMAND: Command = {
  usage: 'worker',
  options: {},
  positionals: 0,
  run: async (store, _args, _applied, env) => {
    const config = loadConfig(env);
    const log = pino({ level: config.logLevel }, pino.destination(2));
    const worker = startWorker(store, config, log);
    log.info('worker started');
    await new Promise<void>((resolve) => {
      process.once('SIGTERM', resolve);
      process.once('SIGINT', resolve);
    });
    log.info('worker stopping: finishing attempts in flight');
    await worker.stop();
    return { json: { stopped: true }, text: 'Worker stopped.' };
  },
};
