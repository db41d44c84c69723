/**
 * The servers' published status, for the open status streams of this process (keyed and public overlays):
 * one read every POLL_MS of the servers someone watches, a message to each watcher when what it last got has
 * changed (the heartbeat time alone is no change), at most one a second each (docs/live-status.md).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { toServerStatus } from '../servers/presenter.js';
import type { ServerStatus } from '../servers/schema.js';

/** One open status stream. */
export interface StatusWatcher {
  readonly workspaceId: number;
  readonly serverId: number;
  /** The public overlay token it came with (its revocation closes the stream), if any. */
  readonly tokenId?: number;
  /** The version the client last saw (Last-Event-ID), or what it was last sent. */
  seen: string | undefined;
  /** Sends the status as `data` (its JSON, made once for every watcher of the server). */
  send(data: string, version: string): void;
  close(): void;
}

const POLL_MS = 250;
/** At most one message a second per stream. */
export const MIN_INTERVAL_MS = 1_000;

/** A status's version: what a watcher sees of it, the heartbeat time left out. */
export function statusVersion(status: ServerStatus): string {
  return createHash('sha256').update(JSON.stringify({ ...status, last_heartbeat_at: null })).digest('hex').slice(0, 16);
}

interface Watching {
  lastSentAt: number;
  timer: NodeJS.Timeout | undefined;
  latest: { data: string; version: string } | undefined;
}

/** The process's one reader of watched servers. */
export class StatusWatch {
  private readonly watchers = new Map<StatusWatcher, Watching>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaultThreshold: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts watching; the first read decides whether the client is behind (then it is sent the status at once). */
  watch(watcher: StatusWatcher): void {
    this.watchers.set(watcher, { lastSentAt: 0, timer: undefined, latest: undefined });
    this.timer ??= this.schedule(0);
  }

  unwatch(watcher: StatusWatcher): void {
    clearTimeout(this.watchers.get(watcher)?.timer);
    this.watchers.delete(watcher);
  }

  /** Closes the streams of a revoked overlay token in this process at once (other processes: at their next read). */
  revoked(tokenId: number): void {
    for (const watcher of [...this.watchers.keys()]) if (watcher.tokenId === tokenId) watcher.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.polling;
    for (const watching of this.watchers.values()) clearTimeout(watching.timer);
  }

  private schedule(ms: number): NodeJS.Timeout | undefined {
    if (this.closed) return undefined;
    const timer = setTimeout(() => {
      this.polling = this.poll()
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.timer = this.watchers.size > 0 ? this.schedule(POLL_MS) : undefined;
        });
    }, ms);
    timer.unref();
    return timer;
  }

  private async poll(): Promise<void> {
    const watchers = [...this.watchers.keys()];
    if (watchers.length === 0) return;
    const ids = [...new Set(watchers.map((w) => w.serverId))];
    const rows = await this.db
      .selectFrom('servers')
      .innerJoin('workspaces', 'workspaces.id', 'servers.workspace_id')
      .selectAll('servers')
      .select(['workspaces.zone_min_count', 'workspaces.live_id'])
      .where('servers.id', 'in', ids)
      .execute();
    const tokenIds = [...new Set(watchers.flatMap((w) => (w.tokenId === undefined ? [] : [w.tokenId])))];
    const live = new Set<number>();
    if (tokenIds.length > 0) {
      const tokens = await this.db.selectFrom('status_tokens').select('id').where('id', 'in', tokenIds).where('revoked_at', 'is', null).execute();
      for (const token of tokens) live.add(token.id);
    }
    // One status and version per server, however many watch it.
    const latest = new Map(
      rows.map((row) => {
        const status = toServerStatus(row, row, this.defaultThreshold);
        return [row.id, { workspaceId: row.workspace_id, data: JSON.stringify(status), version: statusVersion(status) }];
      }),
    );
    for (const watcher of watchers) {
      const watching = this.watchers.get(watcher);
      if (!watching) continue;
      const current = latest.get(watcher.serverId);
      if (!current || current.workspaceId !== watcher.workspaceId || (watcher.tokenId !== undefined && !live.has(watcher.tokenId))) {
        watcher.close();
        continue;
      }
      watching.latest = current;
      this.offer(watcher, watching);
    }
  }

  /** Sends the latest status if the watcher has not seen it, now or at the end of its one-second interval. */
  private offer(watcher: StatusWatcher, watching: Watching): void {
    const latest = watching.latest;
    if (!latest || latest.version === watcher.seen || watching.timer !== undefined) return;
    const wait = watching.lastSentAt + MIN_INTERVAL_MS - Date.now();
    if (wait > 0) {
      watching.timer = setTimeout(() => {
        watching.timer = undefined;
        if (this.watchers.has(watcher)) this.offer(watcher, watching);
      }, wait);
      watching.timer.unref();
      return;
    }
    watching.lastSentAt = Date.now();
    watcher.seen = latest.version;
    watcher.send(latest.data, latest.version);
  }
}
