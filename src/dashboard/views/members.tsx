/** Members: display name and role, and for owners and admins the invitations. */
import type { Member } from '../../members/schema.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Pager } from './parts.js';
import { InvitePanel } from './invitations.js';

/** The members page; `invitations` (owners and admins) adds the invite form and the pending invitations. */
export function Members(props: { frame: Frame; members: readonly Member[]; total: number; page: number; pages: number; invitations?: Omit<Parameters<typeof InvitePanel>[0], 'frame'> | undefined }) {
  const { frame, members, total, page, pages, invitations } = props;
  return (
    <Page title="Members" frame={frame}>
      <h1>Members</h1>
      {invitations ? <InvitePanel frame={frame} {...invitations} /> : null}
      <h2>Everyone</h2>
      <p class="muted">{total} members.</p>
      <div class="scroll">
        <table class="stacked">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m, i) => (
              <tr key={i}>
                <td data-label="Name">{m.display_name}</td>
                <td data-label="Role">{m.role}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} href={(p) => `/dashboard/${frame.slug}/members?page=${p}`} />
    </Page>
  );
}
