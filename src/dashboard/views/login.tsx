/** The sign-in page and the workspace picker. */
import { Page } from './layout.js';
import { Csrf } from './parts.js';

/** `/dashboard/login`: Email, Password, Sign in. */
export function Login({ csrf, next, email, problem, notice }: { csrf: string; next: string; email?: string; problem?: string | undefined; notice?: string | undefined }) {
  return (
    <Page title="Sign in">
      <div class="narrow">
        <h1>Sign in to Creator Workspace</h1>
        {notice ? (
          <p class="flash" role="status">
            {notice}
          </p>
        ) : null}
        {problem ? (
          <p class="alert" role="alert">
            {problem}
          </p>
        ) : null}
        <form method="post" action="/dashboard/login" class="stack">
          <Csrf token={csrf} />
          <input type="hidden" name="next" value={next} />
          <div class="field">
            <label for="email">Email</label>
            <input id="email" name="email" type="email" autoComplete="username" required value={email ?? ''} maxLength={320} />
          </div>
          <div class="field">
            <label for="password">Password</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={1024} />
          </div>
          <button type="submit">Sign in</button>
        </form>
        <p>
          <a href="/dashboard/login/forgot">Forgot your password?</a>
        </p>
      </div>
    </Page>
  );
}

/** A user in several workspaces picks one first. */
export function Picker({ workspaces, email, csrf }: { workspaces: readonly { slug: string; name: string; role: string }[]; email: string; csrf: string }) {
  return (
    <Page title="Choose a workspace">
      <div class="narrow">
        <h1>Choose a workspace</h1>
        <p>Signed in as {email}.</p>
        {workspaces.length === 0 ? (
          <p class="empty">You are not a member of any workspace yet. Ask a workspace owner to add you.</p>
        ) : (
          <ul class="cards">
            {workspaces.map((w) => (
              <li key={w.slug}>
                <a href={`/dashboard/${w.slug}`}>{w.name}</a> <span class="muted">({w.role})</span>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action="/dashboard/logout">
          <Csrf token={csrf} />
          <button type="submit" class="link">
            Sign out
          </button>
        </form>
      </div>
    </Page>
  );
}

/** Ten failures in fifteen minutes: the same page whatever was wrong. */
export function TooManyAttempts({ minutes }: { minutes: number }) {
  return (
    <Page title="Try again later">
      <div class="narrow">
        <h1>Too many sign-in attempts</h1>
        <p role="alert">
          There were too many failed sign-in attempts. For your security, signing in is paused: try again later (in about {minutes} minute{minutes === 1 ? '' : 's'}).
        </p>
        <p>
          <a href="/dashboard/login">Back to sign in</a>
        </p>
      </div>
    </Page>
  );
}
