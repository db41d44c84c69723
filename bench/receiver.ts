/** Benchmark receiver (its own process): answers 204, reports per-request latency from the event's `t` to receipt. */
import { createServer } from 'node:http';

const latencies: number[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const received = Date.now();
    const match = /"t":(\d+)/.exec(Buffer.concat(chunks).toString('utf8'));
    if (match) latencies.push(received - Number(match[1]));
    res.writeHead(204).end();
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message: { reset?: boolean; report?: boolean }) => {
  if (message.reset) latencies.length = 0;
  if (message.report) process.send?.({ count: latencies.length, latencies });
});
