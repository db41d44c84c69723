/** A server's overlay links: public URLs of its live status for stream overlays and sites (owners and admins). */
import type { StatusTokenRow } from '../../live/repository.js';
import type { Frame } from './layout.js';
import { inTestMode, Page } from './layout.js';
import { Empty, PostButton, Time } from './parts.js';

/** The question asked before revoking, naming the link. */
export function revokeOverlayQuestion(token: { prefix: string }, server: string): string {
  return `Revoke the overlay link ${token.prefix}… of ${server}? Pages showing it stop updating at once.`;
}

/** The overlay links of one server, with a button that makes a new one. */
export function Overlays({ frame, server, tokens }: { frame: Frame; server: { id: number; name: string }; tokens: readonly StatusTokenRow[] }) {
  const base = `/dashboard/${frame.slug}/servers/${server.id}/overlays`;
  return (
    <Page title={`Overlay links of ${server.name}`} frame={frame}>
      <p>
        <a href={`/dashboard/${frame.slug}/servers`}>← Servers</a>
      </p>
      <div class="heading-row">
        <h1>Overlay links of {server.name}</h1>
        <form method="post" action={base}>
          <input type="hidden" name="_csrf" value={frame.csrf} />
          <input type="hidden" name="_once" value={frame.once} />
          <button type="submit">New overlay link</button>
        </form>
      </div>
      <p>
        An overlay link shows this server's live status, exactly what the API shows and nothing more, to anyone who has it: put it in a
        stream overlay or on your site. Its <code>/stream</code> sends each change as it happens. Revoke a link that leaked.
      </p>
      {inTestMode(frame) && (
        <p>
          <span class="pill pill-test">Test</span> These links show a test server: its counts are test data, and every answer says{' '}
          <code>"livemode": false</code>.
        </p>
      )}
      {tokens.length === 0 ? (
        <Empty>No overlay links yet.</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">Link</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id} class={token.revoked_at ? 'revoked' : undefined}>
                  <td data-label="Link">
                    <code>…/public/v1/status/{token.prefix}…</code>
                    {inTestMode(frame) && (
                      <>
                        {' '}
                        <span class="pill pill-test">Test</span>
                      </>
                    )}
                  </td>
                  <td data-label="Created">
                    <Time value={token.created_at} />
                  </td>
                  <td>
                    {token.revoked_at ? (
                      <span>
                        Revoked <Time value={token.revoked_at} />
                      </span>
                    ) : (
                      <PostButton action={`${base}/${token.id}/revoke`} csrf={frame.csrf} label="Revoke" danger confirm={revokeOverlayQuestion(token, server.name)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
