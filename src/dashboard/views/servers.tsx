/** Servers: live status, as the API shows it (the overview shows the same table). */
import type { ServerStatus } from '../../servers/schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Empty, Pager, Time } from './parts.js';

/** A server with its live status, as the API shows it. */
export interface ServerStatusRow {
  readonly name: string;
  readonly status: ServerStatus;
}

/** Where an owner or admin manages a server's overlay links (the servers page only). */
export type OverlayHref = ((serverId: number) => string) | undefined;

/** The servers table: status dot and word, players, zones, last heartbeat. */
export function ServerTable({ servers, overlays }: { servers: readonly ServerStatusRow[]; overlays?: OverlayHref }) {
  if (servers.length === 0) return <Empty>No game servers yet. Register one with the CLI (`server create`) and point its plugin at the ingest API.</Empty>;
  return (
    <div class="scroll">
      <table class="stacked">
        <thead>
          <tr>
            <th scope="col">Server</th>
            <th scope="col">Status</th>
            <th scope="col">Players</th>
            <th scope="col">Busy zones</th>
            <th scope="col">Last heartbeat</th>
            {overlays ? (
              <th scope="col">
                <span class="visually-hidden">Overlay links</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {servers.map(({ name, status }) => (
            <tr key={status.server_id}>
              <td data-label="Server">{name}</td>
              <td data-label="Status">
                <span class={`dot dot-${status.status}`} aria-hidden="true" /> {status.status}
                {status.status === 'offline' && status.last_heartbeat_at ? (
                  <span class="muted">
                    {' '}
                    since <Time value={status.last_heartbeat_at} />
                  </span>
                ) : null}
              </td>
              <td data-label="Players">
                {status.players_online} / {status.max_players}
              </td>
              <td data-label="Busy zones">{status.zones.length === 0 ? <span class="muted">none at {status.zone_min_count}+ players</span> : status.zones.map((z) => `${z.name} (${z.players})`).join(', ')}</td>
              <td data-label="Last heartbeat">
                <Time value={status.last_heartbeat_at} />
              </td>
              {overlays ? (
                <td>
                  <a href={overlays(status.server_id)}>Overlay links</a>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The servers page. */
export function Servers({ frame, servers, page, pages, overlays }: { frame: Frame; servers: readonly ServerStatusRow[]; page: number; pages: number; overlays?: OverlayHref }) {
  return (
    <Page title="Servers" frame={frame}>
      <h1>Servers</h1>
      <ServerTable servers={servers} overlays={overlays} />
      <Pager page={page} pages={pages} href={(p) => `/dashboard/${frame.slug}/servers?page=${p}`} />
    </Page>
  );
}
