/** The signed-in user's notifications, newest first, unread in bold. */
import type { NotificationRow } from '../../notifications/repository.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Empty, Pager, PostButton, Time } from './parts.js';

/** The notifications page. */
export function Notifications({ frame, rows, page, pages }: { frame: Frame; rows: readonly NotificationRow[]; page: number; pages: number }) {
  const base = `/dashboard/${frame.slug}/notifications`;
  return (
    <Page title="Notifications" frame={frame}>
      <div class="heading-row">
        <h1>Notifications</h1>
        {frame.unread > 0 ? <PostButton action={`${base}/read-all`} csrf={frame.csrf} label="Mark all read" /> : null}
      </div>
      {rows.length === 0 ? (
        <Empty>No notifications. You are told here when something needs you, such as a webhook disabled after failing.</Empty>
      ) : (
        <ul class="cards notifications">
          {rows.map((n) => (
            <li key={n.id} class={n.read_at ? 'read' : 'unread'}>
              <p>
                {n.read_at ? null : <span class="visually-hidden">Unread: </span>}
                {n.read_at ? n.subject : <strong>{n.subject}</strong>}
              </p>
              {n.kind === 'automation.notify' ? <p>{n.body}</p> : null}
              <p class="muted">
                <Time value={n.created_at} />
                {n.webhook_id !== null ? (
                  <span>
                    {' '}
                    · <a href={`/dashboard/${frame.slug}/webhooks/${n.webhook_id}`}>Open the webhook</a>
                  </span>
                ) : null}
              </p>
              {n.read_at ? null : <PostButton action={`${base}/${n.id}/read`} csrf={frame.csrf} label="Mark read" />}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={(p) => `${base}?page=${p}`} />
    </Page>
  );
}
