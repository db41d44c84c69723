/** Where a stream's messages go: an open Server-Sent Events answer (live/sse.ts), or anything shaped like one. */
export interface Sink {
  /** Sends one message; false once the connection is gone. */
  send(message: { id?: string; event?: string; data: string }): boolean;
  /** Sends a comment line (the heartbeat). */
  comment(text: string): boolean;
  /** Moves the client's last event id without a message (an `id:` line alone). */
  mark(id: string): boolean;
  /** Resolves once what was written has gone out (at once when little waits), or the connection ended. */
  drained(): Promise<void>;
  /** True once the connection ended. */
  readonly ended: boolean;
  /** Ends the answer (the client may reconnect). */
  close(): void;
  /** Calls `listener` once when the connection ends, whoever ended it. */
  onClose(listener: () => void): void;
}

/** How often every open stream gets a heartbeat comment. */
export const HEARTBEAT_MS = 15_000;
