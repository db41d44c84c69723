/**
 * Server-Sent Events answers: the route's headers (request id, rate headers) and the stream's, then messages as
 * the WHATWG format wants them. A client that stops reading is dropped once a megabyte waits for it.
 */
import type { FastifyReply } from 'fastify';
import type { Sink } from './sink.js';

const MAX_BUFFERED_BYTES = 1 << 20;
// A writer waits for the socket once this much is queued for it.
const DRAIN_AT_BYTES = 64 << 10;
// An id or an event name is one line: a line break in one would start a field of the client's choosing.
const ONE_LINE = /^[^\r\n]*$/;

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
      if ((id !== undefined && !ONE_LINE.test(id)) || (event !== undefined && !ONE_LINE.test(event))) throw new Error('an SSE id or event name must be one line');
      let text = '';
      if (id !== undefined) text += `id: ${id}\n`;
      if (event !== undefined) text += `event: ${event}\n`;
      for (const line of data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
      return write(`${text}\n`);
    },
    comment(text) {
      return write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`);
    },
    mark(id) {
      if (!ONE_LINE.test(id)) throw new Error('an SSE id must be one line');
      return write(`id: ${id}\n\n`);
    },
    drained() {
      if (ended || res.writableLength < DRAIN_AT_BYTES) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    },
    get ended() {
      return ended;
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
