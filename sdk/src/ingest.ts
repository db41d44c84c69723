/** `new CreatorWorkspaceIngest({ token })`: what a game server sends, with the same retries and typed errors as the API client. */
import type { components } from './ingest-schema.js';
import { Transport } from './transport.js';

/** A heartbeat: every player online now, with their position (used for counting, never stored). */
export type Heartbeat = components['schemas']['Heartbeat'];
/** The public status the heartbeat produced. */
export type IngestStatus = components['schemas']['ServerStatus'];

/** How the ingest client talks to the server. */
export interface IngestOptions {
  /** The game server's ingest token (`cwi_…`); a missing token throws at construction. */
  token: string | undefined;
  /** The ingest base URL, ending in `/ingest/v1`. Default `http://127.0.0.1:3000/ingest/v1`. */
  baseUrl?: string;
  /** Retries of a heartbeat that got 429 or 503, or no answer. Default 2. */
  maxRetries?: number;
  /** The fetch to use (default the platform's). */
  fetch?: typeof fetch;
}

/** The ingest API, for one game server. */
export class CreatorWorkspaceIngest {
  private readonly transport: Transport;

  constructor(options: IngestOptions) {
    this.transport = new Transport({ ...options, apiKey: options.token, baseUrl: options.baseUrl ?? 'http://127.0.0.1:3000/ingest/v1' });
  }

  /** Reports the players online now; answers the server's public status (`sendHeartbeat`). */
  sendHeartbeat(heartbeat: Heartbeat): Promise<IngestStatus> {
    return this.transport.request({ method: 'POST', path: '/heartbeat', body: heartbeat });
  }
}
