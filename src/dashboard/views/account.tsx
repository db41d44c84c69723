/** Account (every user: password and sessions) and workspace Settings (owners: name, currency, live-status threshold). */
import type { FieldErrors } from '../../http/errors.js';
import { Page, type Frame } from './layout.js';
import { Csrf, Field, Time } from './parts.js';

/** One of the user's sessions as the account page lists it. */
export interface SessionView {
  readonly id: number;
  readonly created_at: string;
  readonly lastSeen: string;
  readonly current: boolean;
}

/** The account page. */
export function Account({ frame, sessions, errors }: { frame: Frame; sessions: readonly SessionView[]; errors?: FieldErrors | undefined }) {
  return (
    <Page title="Account" frame={frame}>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{frame.email}</strong>.
      </p>
      <h2>Change your password</h2>
      <form method="post" action={`/dashboard/${frame.slug}/account/password`} class="stack">
        <Csrf token={frame.csrf} />
        <Field name="current_password" label="Current password" type="password" errors={errors} required />
        <Field name="new_password" label="New password" type="password" errors={errors} hint="At least 12 characters. Your other sessions end when it changes." required />
        <button type="submit">Change password</button>
      </form>
      <h2>Your sessions</h2>
      <div class="scroll">
        <table class="stacked">
          <thead>
            <tr>
              <th scope="col">Signed in</th>
              <th scope="col">Last active</th>
              <th scope="col">
                <span class="visually-hidden">Which</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td data-label="Signed in">
                  <Time value={s.created_at} />
                </td>
                <td data-label="Last active">
                  <Time value={s.lastSeen} />
                </td>
                <td>{s.current ? <strong>This session</strong> : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

/** What the settings form shows: typed values after a refusal, else the stored ones. */
export interface SettingsDraft {
  readonly name: string;
  readonly currency: string;
  readonly threshold: string;
  readonly errors?: FieldErrors | undefined;
}

/** The workspace settings page (owners). */
export function Settings({ frame, draft, defaultThreshold }: { frame: Frame; draft: SettingsDraft; defaultThreshold: number }) {
  return (
    <Page title="Settings" frame={frame}>
      <h1>Workspace settings</h1>
      <form method="post" action={`/dashboard/${frame.slug}/settings`} class="stack">
        <Csrf token={frame.csrf} />
        <Field name="name" label="Name" value={draft.name} errors={draft.errors} required maxLength={100} />
        <Field name="currency" label="Currency" value={draft.currency} errors={draft.errors} hint="Three letters, such as USD: the default currency of new products." required maxLength={3} />
        <Field
          name="threshold"
          label="Live-status threshold"
          value={draft.threshold}
          errors={draft.errors}
          hint={`The fewest players a zone needs before its count is shown (1–1,000). Empty: the server's default, ${defaultThreshold}. Applies to the next status answer.`}
          inputMode="decimal"
          maxLength={4}
        />
        <button type="submit">Save settings</button>
      </form>
    </Page>
  );
}
