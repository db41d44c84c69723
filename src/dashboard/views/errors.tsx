/** Pages for refusals: not found, forbidden, too many attempts, something went wrong, and "are you sure?". */
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Csrf } from './parts.js';

/** A page that explains a refusal and offers a way on. */
export function Problem({ title, message, frame, back }: { title: string; message: string; frame?: Frame | undefined; back?: string | undefined }) {
  return (
    <Page title={title} frame={frame}>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href={back ?? (frame ? `/dashboard/${frame.slug}` : '/dashboard')}>{back ? 'Go back' : 'Go to the overview'}</a>
      </p>
    </Page>
  );
}

/** Without script, a destructive form's POST lands here; this page's own form does it. */
export function Confirm(props: { frame: Frame; message: string; action: string; fields: Record<string, string>; cancel: string; label: string }) {
  const { frame, message, action, fields, cancel, label } = props;
  return (
    <Page title="Are you sure?" frame={frame}>
      <h1>Are you sure?</h1>
      <p>{message}</p>
      <form method="post" action={action} class="actions">
        <Csrf token={frame.csrf} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" class="danger">
          {label}
        </button>
        <a href={cancel}>Cancel</a>
      </form>
    </Page>
  );
}

/** A reloaded answer that showed a secret once: the form is not done twice, and the secret is not shown again. */
export function AlreadyDone({ frame, what, back }: { frame: Frame; what: string; back: string }) {
  return <Problem title="Already done" message={`This form was already sent: ${what} It is not done twice, and a secret is shown only once, when it is made.`} frame={frame} back={back} />;
}
