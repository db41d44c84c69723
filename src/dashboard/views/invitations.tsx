/** Invitations: the invite form and pending list on Members (owners and admins), and the page an invitee accepts on. */
import type { FieldErrors } from '../../api-error.js';
import type { InvitationRow } from '../../invitations/repository.js';
import { refusalFor } from '../../invitations/service.js';
import { Page, type Frame } from './layout.js';
import { Csrf, Empty, Errors, Field, PostButton, Time } from './parts.js';

/** The invite form and the pending invitations, shown on Members to owners and admins. */
export function InvitePanel(props: { frame: Frame; pending: readonly InvitationRow[]; roles: readonly string[]; email?: string | undefined; role?: string | undefined; errors?: FieldErrors | undefined }) {
  const { frame, pending, roles } = props;
  const base = `/dashboard/${frame.slug}/members/invitations`;
  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form method="post" action={base} class="stack">
        <Csrf token={frame.csrf} />
        <Field name="email" label="E-mail" type="email" value={props.email} errors={props.errors} required maxLength={320} />
        <div class="field">
          <label for="field-role">Role</label>
          <select id="field-role" name="role" aria-describedby={props.errors?.['role'] ? 'field-role-errors' : undefined}>
            {roles.map((role) => (
              <option key={role} value={role} selected={role === (props.role ?? 'member')}>
                {role}
              </option>
            ))}
          </select>
          <Errors id="field-role" messages={props.errors?.['role']} />
        </div>
        <button type="submit">Send invitation</button>
      </form>
      <h2>Pending invitations</h2>
      {pending.length === 0 ? (
        <Empty>No pending invitations.</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Invited by</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pending.map((invitation) => (
                <tr key={invitation.id}>
                  <td data-label="E-mail">{invitation.email}</td>
                  <td data-label="Role">{invitation.role}</td>
                  <td data-label="Invited by">{invitation.invited_by}</td>
                  <td data-label="Expires">
                    <Time value={invitation.expires_at} />
                  </td>
                  <td>
                    <PostButton action={`${base}/${invitation.id}/revoke`} csrf={frame.csrf} label="Revoke" confirm={`Revoke the invitation of ${invitation.email}? Its link stops working.`} danger />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** After inviting without SMTP: the link, shown this once, to send by other means. */
export function InvitationLink({ frame, email, link }: { frame: Frame; email: string; link: string }) {
  return (
    <Page title="Invitation made" frame={frame}>
      <h1>Invitation for {email}</h1>
      <p>No e-mail server is configured (SMTP_URL), so send this link yourself. It works once, for 7 days.</p>
      <p>
        <label for="invitation-link">Invitation link</label>
        <input id="invitation-link" class="mono" type="text" value={link} readOnly />
      </p>
      <p>This is the only time the link is shown.</p>
      <a class="button" href={`/dashboard/${frame.slug}/members`}>
        Done
      </a>
    </Page>
  );
}

/**
 * The page an invitee opens from the link. `mode` (invitations/service.ts acceptMode) depends on the link (mailed or
 * shown) and on who is signed in, never on whether the address has an account, except for a mailed link, which only
 * the address's owner holds.
 */
export function AcceptInvitation(props: {
  csrf: string;
  action: string;
  workspaceName: string;
  email: string;
  role: string;
  mode: 'new' | 'signed-in' | 'sign-in-first' | 'shown' | 'unproven';
  name?: string;
  errors?: FieldErrors | undefined;
}) {
  const signIn = (
    <p>
      <a class="button" href={`/dashboard/login?next=${encodeURIComponent(props.action)}`}>
        Sign in
      </a>
    </p>
  );
  if (props.mode === 'sign-in-first' || props.mode === 'shown' || props.mode === 'unproven') {
    const message = refusalFor(props.mode, props.email);
    return (
      <Page title={`Join ${props.workspaceName}`}>
        <div class="narrow">
          <h1>Join {props.workspaceName}</h1>
          <p>
            You are invited as <strong>{props.role}</strong> with the e-mail <strong>{props.email}</strong>.
          </p>
          <p>{message}</p>
          {props.mode === 'unproven' ? (
            <p>
              <a class="button" href="/dashboard/login/forgot">
                Forgot your password?
              </a>
            </p>
          ) : (
            signIn
          )}
        </div>
      </Page>
    );
  }
  return (
    <Page title={`Join ${props.workspaceName}`}>
      <div class="narrow">
        <h1>Join {props.workspaceName}</h1>
        <p>
          You are invited as <strong>{props.role}</strong> with the e-mail <strong>{props.email}</strong>.
        </p>
        <Errors id="invitation" messages={props.errors?.['invitation']} />
        <form method="post" action={props.action} class="stack">
          <Csrf token={props.csrf} />
          {props.mode === 'signed-in' ? (
            <p>You are signed in as {props.email}.</p>
          ) : (
            <>
              <Field name="name" label="Your name" value={props.name} errors={props.errors} required maxLength={100} />
              <Field name="password" label="Choose a password" type="password" errors={props.errors} hint="At least 12 characters." required />
            </>
          )}
          <button type="submit">{props.mode === 'signed-in' ? 'Accept' : 'Accept and sign in'}</button>
        </form>
      </div>
    </Page>
  );
}

/** An invitation link that cannot be used. */
export function InvitationProblem({ message }: { message: string }) {
  return (
    <Page title="Invitation">
      <div class="narrow">
        <h1>This invitation cannot be used</h1>
        <p>{message}</p>
        <p>
          <a href="/dashboard/login">Sign in</a>
        </p>
      </div>
    </Page>
  );
}
