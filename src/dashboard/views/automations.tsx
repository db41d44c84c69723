/** Automations (owners and admins): the rules, a form for a new one, enable/disable, delete, and a rule's runs. */
import type { FieldErrors } from '../../api-error.js';
import { TRIGGER_EVENTS, type Automation } from '../../automations/schema.js';
import { Page, type Frame } from './layout.js';
import { Csrf, Empty, Errors, Field, Pager, Pill, PostButton, Time } from './parts.js';

/** What the form offers to pick from. */
export interface Choices {
  readonly products: readonly { id: number; name: string }[];
  readonly drafts: readonly { id: number; title: string }[];
}

/** The form's typed values after a refusal. */
export interface AutomationDraft {
  readonly values?: Readonly<Record<string, string>>;
  readonly errors?: FieldErrors | undefined;
}

/** A rule in words. */
export function describeRule(rule: Automation, choices: Choices): string {
  const product = (id: number | null | undefined) => choices.products.find((p) => p.id === id)?.name ?? `product ${id ?? '?'}`;
  const when = `When ${rule.trigger.event}${rule.trigger.product_id != null ? ` for ${product(rule.trigger.product_id)}` : ''}`;
  const action = rule.action;
  const what =
    action.type === 'grant_entitlement' ? `grant ${product(action.product_id)}` : action.type === 'publish_post' ? `publish post ${action.post_id ?? '?'}` : `notify owners and admins: “${action.message ?? ''}”`;
  return `${when}, ${what}.`;
}

function Select({ name, label, options, value, hint }: { name: string; label: string; options: readonly { value: string; label: string }[]; value?: string | undefined; hint?: string }) {
  return (
    <div class="field">
      <label for={`field-${name}`}>{label}</label>
      {hint ? (
        <p class="hint" id={`field-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <select id={`field-${name}`} name={name} aria-describedby={hint ? `field-${name}-hint` : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value} selected={o.value === value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The rules and the form for a new one. */
export function AutomationList({ frame, rules, choices, page, pages, draft = {} }: { frame: Frame; rules: readonly Automation[]; choices: Choices; page: number; pages: number; draft?: AutomationDraft }) {
  const base = `/dashboard/${frame.slug}/automations`;
  const products = [{ value: '', label: '—' }, ...choices.products.map((p) => ({ value: String(p.id), label: p.name }))];
  return (
    <Page title="Automations" frame={frame}>
      <h1>Automations</h1>
      {rules.length === 0 ? (
        <Empty>No automations yet. Add one below: a bundle that grants a second product, a post published when a stream starts, a note to the team.</Empty>
      ) : (
        <ul class="cards">
          {rules.map((rule) => (
            <li key={rule.id}>
              <a href={`${base}/${rule.id}`}>{rule.name}</a> <Pill status={rule.enabled ? 'enabled' : 'disabled'} />
              <p class="muted">{describeRule(rule, choices)}</p>
              <PostButton action={`${base}/${rule.id}/${rule.enabled ? 'disable' : 'enable'}`} csrf={frame.csrf} label={rule.enabled ? 'Disable' : 'Enable'} />{' '}
              <PostButton action={`${base}/${rule.id}/delete`} csrf={frame.csrf} label="Delete" confirm={`Delete the automation “${rule.name}”? Its runs are deleted with it.`} danger />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={(n) => `${base}?page=${n}`} />
      <h2>New automation</h2>
      <form method="post" action={base} class="stack">
        <Csrf token={frame.csrf} />
        <Field name="name" label="Name" value={draft.values?.['name']} errors={draft.errors} required maxLength={100} />
        <fieldset>
          <legend>When</legend>
          <Select name="trigger_event" label="Event" options={TRIGGER_EVENTS.map((e) => ({ value: e, label: e }))} value={draft.values?.['trigger_event']} />
          <Select name="trigger_product_id" label="Only for this product" options={products} value={draft.values?.['trigger_product_id']} hint="Order, entitlement and subscription events only." />
          <Errors id="trigger" messages={draft.errors?.['trigger']} />
        </fieldset>
        <fieldset>
          <legend>Do</legend>
          <Select
            name="action_type"
            label="Action"
            options={[
              { value: 'grant_entitlement', label: 'Grant a product to the order’s customer' },
              { value: 'publish_post', label: 'Publish a draft' },
              { value: 'notify', label: 'Notify owners and admins' },
            ]}
            value={draft.values?.['action_type']}
          />
          <Select name="action_product_id" label="Product to grant" options={products} value={draft.values?.['action_product_id']} />
          <Select name="action_post_id" label="Draft to publish" options={[{ value: '', label: '—' }, ...choices.drafts.map((d) => ({ value: String(d.id), label: d.title }))]} value={draft.values?.['action_post_id']} />
          <Field name="action_message" label="Message" value={draft.values?.['action_message']} maxLength={500} />
          <Errors id="action" messages={draft.errors?.['action']} />
        </fieldset>
        <button type="submit">Create automation</button>
      </form>
    </Page>
  );
}

/** A rule's page: what it does and its runs. */
export function AutomationPage({ frame, rule, choices, runs, page, pages }: { frame: Frame; rule: Automation; choices: Choices; runs: readonly { id: number; trigger_event_id: number; outcome: string; error: string | null; created_at: string }[]; page: number; pages: number }) {
  const base = `/dashboard/${frame.slug}/automations`;
  return (
    <Page title={rule.name} frame={frame}>
      <p>
        <a href={base}>← Automations</a>
      </p>
      <h1>
        {rule.name} <Pill status={rule.enabled ? 'enabled' : 'disabled'} />
      </h1>
      <p>{describeRule(rule, choices)}</p>
      <h2>Runs</h2>
      {runs.length === 0 ? (
        <Empty>No runs yet. It runs once for each matching event from now on.</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td data-label="When">
                    <Time value={run.created_at} />
                  </td>
                  <td data-label="Event">{run.trigger_event_id}</td>
                  <td data-label="Outcome">
                    <Pill status={run.outcome === 'succeeded' ? 'succeeded' : 'failed'} /> {run.error ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={(n) => `${base}/${rule.id}?page=${n}`} />
    </Page>
  );
}
