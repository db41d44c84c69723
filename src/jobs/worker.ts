/** The background jobs: webhook dispatcher, scheduled-post publisher, offline detection for game servers, automations, reports, stale streams, history pruning, expired Idempotency-Keys, folding tallies. In `npm start` or alone (`creator-workspace worker`). */
import type { Config } from '../config.js';
import type { Store } from '../db/database.js';
import { publishDuePosts } from '../posts/service.js';
import { markSilentServersOffline } from '../servers/service.js';
import { Dispatcher } from '../webhooks/engine/dispatcher.js';
import { pruneDeliveryHistory } from '../webhooks/engine/retention.js';
import { resumeStrayHeld } from '../webhooks/engine/delivery-writes.js';
import { deleteIdleSessions, IDLE_EXPIRY_MS } from '../users/repository.js';
import { deleteExpiredKeys } from '../idempotency/repository.js';
import { IDEMPOTENCY_TTL_MS } from '../idempotency/hooks.js';
import type { DeliveryObserver } from '../webhooks/engine/observer.js';
import { faultsOf, toldOnce, type FaultLog } from '../db/faults.js';
import { runAutomations } from '../automations/runner.js';
import { makeDueReports } from '../reports/service.js';
import { endStaleStreams } from '../streams/service.js';
import { compactTallies } from '../db/tallies.js';

const SCHEDULER_EVERY_MS = 1_000;
const PRUNE_EVERY_MS = 3_600_000;
const OFFLINE_CHECK_EVERY_MS = 1_000;
const AUTOMATIONS_EVERY_MS = 500;
const PERIODIC_EVERY_MS = 60_000;
const FOLD_TALLIES_EVERY_MS = 10_000;

/** A running worker. */
export interface Worker {
  readonly dispatcher: Dispatcher;
  stop(): Promise<void>;
}

/** A job run now and then `everyMs` after each run ends: never overlapping itself, and stopped for good by the returned function. */
function every(everyMs: number, job: () => Promise<unknown>, log: FaultLog, name: string): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = (): void => {
    running = job()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(run, everyMs);
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** Starts every background job on the store; `observer` keeps the delivery series (metrics/deliveries.ts). */
export function startWorker(store: Store, config: Config, logTo: FaultLog, observer?: DeliveryObserver): Worker {
  // A store outage is told once by the process, not by every job at every turn.
  const log = toldOnce(logTo, faultsOf(store, logTo));
  const dispatcher = new Dispatcher(store, config, log, observer);
  dispatcher.start();
  const stops = [
    every(SCHEDULER_EVERY_MS, () => publishDuePosts(store.db), log, 'publishing scheduled posts'),
    every(
      SCHEDULER_EVERY_MS,
      async () => {
        if ((await resumeStrayHeld(store.db, Date.now())) > 0) dispatcher.wake();
      },
      log,
      'resuming held deliveries of enabled webhooks',
    ),
    every(PRUNE_EVERY_MS, () => pruneDeliveryHistory(store.db, config.webhookRetentionDays), log, 'pruning delivery history'),
    every(PRUNE_EVERY_MS, () => deleteIdleSessions(store.db, Date.now() - IDLE_EXPIRY_MS), log, 'deleting idle dashboard sessions'),
    every(PRUNE_EVERY_MS, () => deleteExpiredKeys(store.db, Date.now() - IDEMPOTENCY_TTL_MS), log, 'forgetting expired Idempotency-Keys'),
    every(OFFLINE_CHECK_EVERY_MS, () => markSilentServersOffline(store.db, config.serverOfflineAfterSeconds), log, 'detecting silent game servers'),
    every(AUTOMATIONS_EVERY_MS, () => runAutomations(store.db), log, 'running automations'),
    every(PERIODIC_EVERY_MS, () => endStaleStreams(store.db), log, 'ending streams live for 12 hours'),
    every(PERIODIC_EVERY_MS, () => makeDueReports(store.db), log, 'making weekly and monthly reports'),
    every(FOLD_TALLIES_EVERY_MS, () => compactTallies(store), log, 'folding order and delivery tallies'),
  ];
  return {
    dispatcher,
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
      await dispatcher.stop();
    },
  };
}
