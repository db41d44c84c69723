/** Small shared pieces: form fields with their errors, POST buttons with confirmation, times, pagers. */
import type { ComponentChildren } from 'preact';
import type { FieldErrors } from '../../api-error.js';

/** The hidden CSRF field every state-changing form carries. */
export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

/** The errors of one field, in the API's words, tied to the input by id. */
export function Errors({ id, messages }: { id: string; messages?: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <ul class="errors" id={`${id}-errors`}>
      {messages.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}

/** A labelled input with its hint and errors. */
export function Field(props: {
  name: string;
  label: string;
  value?: string | undefined;
  type?: string;
  errors?: FieldErrors | undefined;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  inputMode?: 'decimal' | 'email' | 'text';
}) {
  const id = `field-${props.name}`;
  const messages = props.errors?.[props.name];
  const described = [props.hint ? `${id}-hint` : '', messages ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: props.name, required: props.required, 'aria-describedby': described, 'aria-invalid': messages ? true : undefined, maxLength: props.maxLength, inputMode: props.inputMode };
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? <textarea {...common} rows={props.rows ?? 8} value={props.value ?? ''} /> : <input {...common} type={props.type ?? 'text'} value={props.value ?? ''} />}
      <Errors id={id} messages={messages} />
    </div>
  );
}

/** A POST form of one button; `confirm` makes it ask first (a dialog with script, a confirmation page without). */
export function PostButton(props: { action: string; csrf: string; label: string; confirm?: string; danger?: boolean; fields?: Record<string, string>; children?: ComponentChildren }) {
  return (
    <form method="post" action={props.action} class="inline" data-confirm={props.confirm}>
      <input type="hidden" name="_csrf" value={props.csrf} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
      <button type="submit" class={props.danger ? 'danger' : undefined}>
        {props.label}
      </button>
    </form>
  );
}

/** A stored UTC timestamp, as people read it; "never" for null. */
export function Time({ value, never = 'never' }: { value: string | null | undefined; never?: string }) {
  if (!value) return <span class="muted">{never}</span>;
  return <time dateTime={`${value.replace(' ', 'T')}Z`}>{`${value.slice(0, 16)} UTC`}</time>;
}

/** "What to do next" when a list is empty. */
export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/** Previous / next links for a paged list. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav class="pager" aria-label="Pages">
      {page > 1 ? <a href={href(page - 1)}>← Newer</a> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <a href={href(page + 1)}>Older →</a> : null}
    </nav>
  );
}

/** A status shown by word and shape, never by colour alone. */
export function Pill({ status }: { status: string }) {
  return <span class={`pill pill-${status}`}>{status}</span>;
}
