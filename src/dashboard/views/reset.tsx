/** "Forgot your password?": asking for a link, the answer (the same for every address), and setting a new password. */
import type { FieldErrors } from '../../api-error.js';
import { Page } from './layout.js';
import { Csrf, Errors, Field } from './parts.js';

/** `/dashboard/login/forgot`: the address to send a link to. */
export function Forgot({ csrf, email }: { csrf: string; email?: string | undefined }) {
  return (
    <Page title="Forgot your password?">
      <div class="narrow">
        <h1>Forgot your password?</h1>
        <p>Enter the e-mail address of your account. If it has one, a link to set a new password is sent there; it works once, for 30 minutes.</p>
        <form method="post" action="/dashboard/login/forgot" class="stack">
          <Csrf token={csrf} />
          <Field name="email" label="Email" type="email" value={email} required maxLength={320} />
          <button type="submit">Send the link</button>
        </form>
        <p>
          <a href="/dashboard/login">Back to sign in</a>
        </p>
      </div>
    </Page>
  );
}

/** The answer to a request: the same whether or not the address has an account. */
export function ForgotSent({ email, mail }: { email: string; mail: boolean }) {
  return (
    <Page title="Check your e-mail">
      <div class="narrow">
        <h1>Check your e-mail</h1>
        {mail ? (
          <p role="status">If {email} has an account here, a link to set a new password is on its way to it. It works once, for 30 minutes.</p>
        ) : (
          <p role="status">This instance sends no e-mail (no SMTP_URL is configured), so no link can be sent to {email}. Ask its operator to set a password for you (`creator-workspace user set-password`).</p>
        )}
        <p>
          <a href="/dashboard/login">Back to sign in</a>
        </p>
      </div>
    </Page>
  );
}

/** `/dashboard/reset/{token}`: the new password. */
export function ResetForm({ csrf, action, email, errors }: { csrf: string; action: string; email: string; errors?: FieldErrors | undefined }) {
  return (
    <Page title="Set a new password">
      <div class="narrow">
        <h1>Set a new password</h1>
        <p>For {email}. Every session of this account ends when it is set.</p>
        <Errors id="link" messages={errors?.['link']} />
        <form method="post" action={action} class="stack">
          <Csrf token={csrf} />
          <Field name="password" label="New password" type="password" errors={errors} hint="At least 12 characters." required />
          <button type="submit">Set the password</button>
        </form>
      </div>
    </Page>
  );
}

/** A reset link that cannot be used (unknown, used or expired: one message for all). */
export function ResetProblem() {
  return (
    <Page title="Link not valid">
      <div class="narrow">
        <h1>This link cannot be used</h1>
        <p>It was already used, has expired (links work for 30 minutes), or was not copied whole. Ask for a new one.</p>
        <p>
          <a href="/dashboard/login/forgot">Forgot your password?</a>
        </p>
      </div>
    </Page>
  );
}
