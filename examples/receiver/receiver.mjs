#!/usr/bin/env node
// A runnable webhook receiver: verifies signatures with @creator-workspace/sdk, answers 400 on a bad one,
// and processes each delivery once (deduplicated on X-Service-Delivery). Run it with:
//   WEBHOOK_SECRET=whsec_… PORT=4000 node examples/receiver/receiver.mjs
import { createServer } from 'node:http';
import { parseWebhook, WebhookVerificationError } from '@creator-workspace/sdk';

const secret = process.env.WEBHOOK_SECRET;
const port = Number(process.env.PORT ?? 4000);
const toleranceSeconds = Number(process.env.TOLERANCE_SECONDS ?? 300);
if (!secret?.startsWith('whsec_')) {
  console.error('Set WEBHOOK_SECRET to the whsec_… secret shown when the webhook was registered.');
  process.exit(2);
}

// A real receiver keeps this in its database, next to the work the event triggered.
const seen = new Set();
const processed = [];

function reply(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') return reply(res, 200, processed);
  if (req.method !== 'POST') return reply(res, 405, { error: 'method_not_allowed' });
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // Verify the raw bytes as received: re-serialized JSON would not match the signature.
    const raw = Buffer.concat(chunks);
    let event;
    try {
      event = parseWebhook(raw, req.headers, secret, { toleranceSeconds });
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      console.log(JSON.stringify({ rejected: req.headers['x-service-delivery'] ?? null, why: error.message }));
      return reply(res, 400, { error: 'invalid_signature' });
    }
    const delivery = req.headers['x-service-delivery'];
    if (seen.has(delivery)) {
      console.log(JSON.stringify({ duplicate: delivery }));
      return reply(res, 200, { duplicate: true });
    }
    seen.add(delivery);
    processed.push({ delivery, event: event.event, id: event.id, data: event.data });
    console.log(JSON.stringify({ delivery, event: event.event, id: event.id }));
    // Answer fast (within 10 s); do slow work after answering.
    return reply(res, 200, { ok: true });
  });
});

server.listen(port, '127.0.0.1', () => console.log(JSON.stringify({ listening: `http://127.0.0.1:${port}/` })));
// Stopping does not wait for senders' idle keep-alive connections (listen's, a dispatcher's): it ends them.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
