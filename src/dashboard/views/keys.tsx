/** API keys: the list, the create form, the reveal-once page. */
import type { FieldErrors } from '../../api-error.js';
import type { KeyView } from '../../keys/service.js';
import { SCOPE_GROUPS } from '../../keys/scopes.js';
import type { Frame } from './layout.js';
import { Page } from './layout.js';
import { Empty, Errors, Field, PostButton, Time } from './parts.js';

function Scopes({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) return <span class="muted">no scopes</span>;
  return (
    <ul class="tags">
      {scopes.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}

/** The key list: live keys first, revoked keys greyed at the bottom with their revoke time. */
export function KeyList({ frame, keys }: { frame: Frame; keys: readonly KeyView[] }) {
  const base = `/dashboard/${frame.slug}/api-keys`;
  const ordered = [...keys.filter((k) => !k.revoked_at).reverse(), ...keys.filter((k) => k.revoked_at)];
  return (
    <Page title="API keys" frame={frame}>
      <div class="heading-row">
        <h1>API keys</h1>
        <a class="button" href={`${base}/new`}>
          Create key
        </a>
      </div>
      {keys.length === 0 ? (
        <Empty>No API keys yet. Create one for each tool (a store bot, a Discord integration) with only the scopes it needs.</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Prefix</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created by</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((k) => (
                <tr key={k.id} class={k.revoked_at ? 'revoked' : undefined}>
                  <td data-label="Name">{k.name}</td>
                  <td data-label="Prefix">
                    <code>{k.prefix}</code>
                  </td>
                  <td data-label="Scopes">
                    <Scopes scopes={k.scopes} />
                  </td>
                  <td data-label="Created by">{k.created_by_email ?? <span class="muted">CLI</span>}</td>
                  <td data-label="Created">
                    <Time value={k.created_at} />
                  </td>
                  <td data-label="Last used">
                    <Time value={k.last_used_at} />
                  </td>
                  <td>
                    {k.revoked_at ? (
                      <span>
                        Revoked <Time value={k.revoked_at} />
                      </span>
                    ) : (
                      <PostButton action={`${base}/${k.id}/revoke`} csrf={frame.csrf} label="Revoke" danger confirm={revokeQuestion(k)} />
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

/** The question asked before revoking, naming the key. */
export function revokeQuestion(key: { name: string; prefix: string }): string {
  return `Revoke '${key.name}' (${key.prefix})? Tools using it stop working at once.`;
}

/** The create form: a name and the scopes, each saying what it grants. */
export function NewKey({ frame, name, chosen, errors }: { frame: Frame; name?: string; chosen?: readonly string[]; errors?: FieldErrors | undefined }) {
  return (
    <Page title="Create API key" frame={frame}>
      <h1>Create an API key</h1>
      <form method="post" action={`/dashboard/${frame.slug}/api-keys`} class="stack">
        <input type="hidden" name="_csrf" value={frame.csrf} />
        <input type="hidden" name="_once" value={frame.once} />
        <Field name="name" label="Name" value={name} errors={errors} required maxLength={100} hint="Say which tool uses it, for example “Discord bot”." />
        <fieldset aria-describedby={errors?.['scopes'] ? 'field-scopes-errors' : undefined}>
          <legend>Scopes</legend>
          <p class="hint">Give the key only what its tool needs.</p>
          <label class="check select-all">
            <input type="checkbox" data-select-all="scopes" /> Select all
          </label>
          {SCOPE_GROUPS.map((group) => (
            <div class="scope-group" key={group.resource}>
              <p class="group-name">{group.resource}</p>
              {group.scopes.map(({ scope, grants }) => (
                <label class="check" key={scope}>
                  <input type="checkbox" name="scopes" value={scope} checked={chosen?.includes(scope)} /> <code>{scope}</code> — {grants}
                </label>
              ))}
            </div>
          ))}
          <Errors id="field-scopes" messages={errors?.['scopes']} />
        </fieldset>
        <div class="actions">
          <button type="submit">Create key</button> <a href={`/dashboard/${frame.slug}/api-keys`}>Cancel</a>
        </div>
      </form>
    </Page>
  );
}

/** Shown once, straight from the POST: the page is no-store and the key is never stored. */
export function Reveal({ frame, title, label, secret, done, note }: { frame: Frame; title: string; label: string; secret: string; done: string; note?: string }) {
  return (
    <Page title={title} frame={frame}>
      <h1>{title}</h1>
      <p class="alert" role="alert">
        This is the only time the {label} is shown. Store it now.
      </p>
      {note ? <p>{note}</p> : null}
      <div class="secret">
        <label for="secret">{label[0]?.toUpperCase() + label.slice(1)}</label>
        <input id="secret" class="mono" readOnly value={secret} />
        <button type="button" data-copy="secret">
          Copy
        </button>
      </div>
      <p>
        <a class="button" href={done}>
          Done
        </a>
      </p>
    </Page>
  );
}
