/**
 * Server-Sent Events answers: the route's headers (request id, rate headers) and the stream's, then messages as
 * the WHATWG format wants them. A client that stops reading is dropped once a megabyte waits for it.
 */
import type { FastifyReply } from 'fastify';
import type { Sink } from '../live/sink.js';

const MAX_BUFFERED_BYTES = 1 << 20;

/** Takes over `reply` as an event stream, keeping the headers already set on it (request id, rate, CORS). */
export function openEventStream(reply: FastifyReply): Sink {
  const res = reply.raw;
  const own: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) own[name] = value;
  reply.hijack();
  res.writeHead(200, {
    ...own,
    // Lower case, as getHeaders() gives the others: one header each, not two spellings.
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  // An open stream is not idle: no socket timeout ends it.
  res.socket?.setTimeout(0);
  const listeners: (() => void)[] = [];
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    for (const listener of listeners.splice(0)) listener();
  };
  res.on('close', end);
  const write = (text: string): boolean => {
    if (ended || res.destroyed) return false;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return false;
    }
    return true;
  };
  return {
    send({ id, event, data }) {
      let text = '';
      if (id !== undefined) text += `id: ${id}\n`;
      if (event !== undefined) text += `event: ${event}\n`;
      for (const line of data.split('\n')) text += `data: ${line}\n`;
      return write(`${text}\n`);
    },
    comment(text) {
      return write(`: ${text}\n\n`);
    },
    close() {
      if (!res.destroyed) res.end();
      end();
    },
    onClose(listener) {
      if (ended) listener();
      else listeners.push(listener);
    },
  };
}
