/**
 * What `npm run bench:webhooks` measures the engine against, in the same run: the plain signed POST loop (node:http
 * keep-alive, CONCURRENCY in flight, each body signed as a delivery is), and on PostgreSQL graphile-worker 0.18 (a
 * general-purpose PostgreSQL job queue, dev-only) at its documented best for throughput (GRAPHILE_WORKER below)
 * running the same signed POST as a job, on the same database. Every rate is what the receiver (receiver.ts, its own
 * process) got: requests / (last receipt - first receipt), as the engine's are.
 */
import type { ChildProcess } from 'node:child_process';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { makeWorkerUtils, run } from 'graphile-worker';
import pg from 'pg';
import { generateWebhookSecret } from '../src/webhooks/secrets.js';
import { signatureHeaders } from '../src/webhooks/engine/signing.js';
import { cpuOfAll } from './proc-cpu.js';

/** Sends `message` to the receiver and resolves with its answer. */
export function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });
}

/** What the receiver got: each request's latency, and ms from the first receipt to the last. */
export interface Received {
  readonly latencies: number[];
  readonly spanMs: number;
}

/** An anchor's rate, with the CPU µs a request cost its own process and PostgreSQL's (0 when it uses none). */
export interface Anchor {
  readonly perSecond: number;
  readonly cpuUs: number;
  readonly postgresCpuUs: number;
}

/** Requests per second over the receiver's span. */
export const rateOf = (count: number, received: Received): number => count / (Math.max(1, received.spanMs) / 1000);

/**
 * Resolves with what the receiver got once it has `count` requests; throws on a duplicate or a missing id. While
 * it waits it asks for counts only: the latencies (one number per request) are fetched once, at the end, so the
 * process being measured does not parse them again every 20 ms (the plain loop never asks).
 */
export async function waitForCount(child: ChildProcess, count: number): Promise<Received> {
  for (;;) {
    const report = await ask<{ count: number; unique: number; duplicates: number }>(child, { report: true, counts: true });
    if (report.duplicates > 0) throw new Error(`${report.duplicates} deliveries arrived twice`);
    if (report.count >= count) {
      if (report.unique !== count) throw new Error(`expected ${count} distinct message ids, got ${report.unique}`);
      return ask<Received>(child, { report: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One POST signed as a delivery is (the engine's own signatureHeaders), over `agent`; resolves when answered. */
function signedPost(url: URL, agent: HttpAgent, secret: string, id: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...signatureHeaders([secret], id, body) },
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The plain signed POST loop: `n` requests, `concurrency` in flight over keep-alive connections; requests/s. */
export async function plainLoop(url: string, child: ChildProcess, n: number, concurrency: number): Promise<Anchor> {
  await ask(child, { reset: true, report: true });
  const agent = new HttpAgent({ keepAlive: true, maxSockets: concurrency });
  const secret = generateWebhookSecret();
  const target = new URL(url);
  let next = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next += 1;
        await signedPost(target, agent, secret, `msg_plain${next}`, `{"type":"order.paid","data":{"seq":${next}},"t":${Date.now()}}`);
      }
    }),
  );
  const usage = process.cpuUsage(cpu);
  agent.destroy();
  return { perSecond: rateOf(n, await waitForCount(child, n)), cpuUs: (usage.user + usage.system) / n, postgresCpuUs: 0 };
}

/**
 * graphile-worker's settings for throughput, as its documentation gives them (worker.graphile.org, "Local queue" and
 * "Batching job completion"): a local queue of 500 jobs fetched ahead, completions and failures each written as soon
 * as they come (batch delay 0), `concurrency` jobs at once over a pool of 10 connections.
 */
export const GRAPHILE_WORKER = { localQueueSize: 500, completeJobBatchDelay: 0, failJobBatchDelay: 0, maxPoolSize: 10 } as const;

/**
 * graphile-worker on `connection` (a schema of its own, dropped after), run with GRAPHILE_WORKER: `n` jobs added
 * first (as the engine's drain finds its events in the outbox), then a runner with `concurrency` started; each job
 * one signed POST to `url`. Jobs/s over the receiver's span.
 */
export async function graphileWorker(connection: string, url: string, child: ChildProcess, n: number, concurrency: number): Promise<Anchor> {
  const schema = `gw_bench_${process.pid}_${Date.now()}`;
  const agent = new HttpAgent({ keepAlive: true, maxSockets: concurrency });
  const secret = generateWebhookSecret();
  const target = new URL(url);
  const noLog = () => () => undefined;
  const { Logger } = await import('graphile-worker');
  const logger = new Logger(noLog);
  const utils = await makeWorkerUtils({ connectionString: connection, schema, logger });
  try {
    await utils.migrate();
    await ask(child, { reset: true, report: true });
    for (let done = 0; done < n; done += 1000) {
      const size = Math.min(1000, n - done);
      await utils.addJobs(Array.from({ length: size }, (_, i) => ({ identifier: 'deliver', payload: { seq: done + i, t: Date.now() } })));
    }
    const cpu = { worker: process.cpuUsage(), postgres: cpuOfAll('postgres') };
    const runner = await run({
      connectionString: connection,
      schema,
      concurrency,
      maxPoolSize: GRAPHILE_WORKER.maxPoolSize,
      noHandleSignals: true,
      pollInterval: 20,
      logger,
      preset: {
        worker: {
          localQueue: { size: GRAPHILE_WORKER.localQueueSize },
          completeJobBatchDelay: GRAPHILE_WORKER.completeJobBatchDelay,
          failJobBatchDelay: GRAPHILE_WORKER.failJobBatchDelay,
        },
      },
      taskList: {
        deliver: async (payload, helpers) => {
          const { seq, t } = payload as { seq: number; t: number };
          await signedPost(target, agent, secret, `msg_gw${helpers.job.id}`, `{"type":"order.paid","data":{"seq":${seq}},"t":${t}}`);
        },
      },
    });
    const perSecond = rateOf(n, await waitForCount(child, n));
    const usage = process.cpuUsage(cpu.worker);
    const postgresMs = cpuOfAll('postgres') - cpu.postgres;
    await runner.stop();
    return { perSecond, cpuUs: (usage.user + usage.system) / n, postgresCpuUs: (1000 * postgresMs) / n };
  } finally {
    await utils.release();
    agent.destroy();
    const client = new pg.Client({ connectionString: connection });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
}
