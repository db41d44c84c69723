/**
 * Benchmark receiver (its own process): answers 204, reports per-request latency from the event's `t` to receipt,
 * message ids received twice, and the span from the first receipt to the last (what every rate is measured over).
 */
import { createServer } from 'node:http';

const latencies: number[] = [];
/** Message ids seen (the `webhook-id` header), to tell a delivery received twice. */
const seen = new Set<string>();
let duplicates = 0;
/** performance.now() of the first and the last request answered since the last reset. */
let first = 0;
let last = 0;
const server = createServer((req, res) => {
  const id = req.headers['webhook-id'];
  if (typeof id === 'string') {
    if (seen.has(id)) duplicates += 1;
    seen.add(id);
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const received = Date.now();
    last = performance.now();
    if (latencies.length === 0) first = last;
    const match = /"t":(\d+)/.exec(Buffer.concat(chunks).toString('utf8'));
    latencies.push(match ? received - Number(match[1]) : 0);
    res.writeHead(204).end();
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message: { reset?: boolean; report?: boolean; counts?: boolean }) => {
  if (message.reset) {
    latencies.length = 0;
    seen.clear();
    duplicates = 0;
    first = last = 0;
  }
  if (message.report) process.send?.({ count: latencies.length, unique: seen.size, duplicates, spanMs: last - first, ...(message.counts !== true && { latencies }) });
});
