/** Raw TCP clients, for what fetch cannot do: trickle a body, hold connections open, send oversized headers. */
import { connect, type Socket } from 'node:net';

/** A raw connection and everything the server sent on it until it closed. */
export interface RawConnection {
  readonly socket: Socket;
  /** Resolves when the server closes the connection: the bytes it sent, and when it closed. */
  readonly closed: Promise<{ text: string; at: number }>;
}

/** Opens a TCP connection to 127.0.0.1:`port` and writes `head` (if any). */
export function rawConnect(port: number, head = ''): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const closed = new Promise<{ text: string; at: number }>((done) => socket.on('close', () => done({ text, at: Date.now() })));
    socket.once('error', () => undefined);
    socket.once('connect', () => {
      if (head) socket.write(head);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

/** Writes one byte every `everyMs` until the socket closes; returns a function that stops it. */
export function trickle(socket: Socket, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write('x');
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}

/** The status code and JSON body of a raw HTTP/1.1 answer. */
export function parseAnswer(text: string): { status: number; headers: string; body: Record<string, unknown> } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, headers: head.toLowerCase(), body: body ? (JSON.parse(body) as Record<string, unknown>) : {} };
}
