/** Products: the catalogue with its active/archived filter and search; create, edit, archive. */
import type { FieldErrors } from '../../api-error.js';
import type { Product } from '../../products/schema.js';
import { isAdmin } from '../sections.js';
import { CreatePage, Page, type Frame } from './layout.js';
import { money } from './overview.js';
import { Csrf, Empty, Errors, Field, Pager, Pill, PostButton, Time } from './parts.js';

/** The values a product form shows: typed ones after a refusal, else the stored ones. */
export interface ProductDraft {
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly price?: string | undefined;
  readonly kind?: string | undefined;
  readonly interval?: string | undefined;
  readonly currency?: string | undefined;
  readonly errors?: FieldErrors | undefined;
}

/** A price in cents as the form shows it: 999 → "9.99". */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

const billing = (p: Product) => (p.kind === 'recurring' ? `every ${p.interval ?? 'month'}` : 'one time');

/** The list. */
export function ProductList(props: { frame: Frame; products: readonly Product[]; archived: boolean; q: string; page: number; pages: number }) {
  const { frame, products, archived, q } = props;
  const base = `/dashboard/${frame.slug}/products`;
  const query = (more: string) => `${base}?${archived ? 'status=archived&' : ''}${q === '' ? '' : `q=${encodeURIComponent(q)}&`}${more}`;
  return (
    <Page title="Products" frame={frame}>
      <div class="heading-row">
        <h1>Products</h1>
        <nav aria-label="Product status" class="tabs">
          <a href={base} aria-current={archived ? undefined : 'page'}>Active</a>
          <a href={`${base}?status=archived`} aria-current={archived ? 'page' : undefined}>Archived</a>
        </nav>
        {isAdmin(frame.role) ? <a class="button" href={`${base}/new`}>New product</a> : null}
      </div>
      <form method="get" action={base} class="search" role="search">
        {archived ? <input type="hidden" name="status" value="archived" /> : null}
        <label for="product-search">Search by name</label>
        <input id="product-search" type="search" name="q" value={q} maxLength={100} />
        <button type="submit">Search</button>
      </form>
      {products.length === 0 ? (
        <Empty>{q !== '' ? `No ${archived ? 'archived ' : ''}product's name contains “${q}”.` : archived ? 'No archived products.' : 'No products yet. Create one, or let a tool with the write:store scope add them.'}</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Price</th>
                <th scope="col">Billing</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.id}>
                  <td data-label="Name">
                    <a href={`${base}/${p.id}`}>{p.name}</a>
                  </td>
                  <td data-label="Price">{money(p.price_cents, p.currency)}</td>
                  <td data-label="Billing">{billing(p)}</td>
                  <td data-label="Status">
                    <Pill status={p.is_active ? 'active' : 'archived'} />
                  </td>
                  <td data-label="Updated">
                    <Time value={p.updated_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} pages={props.pages} href={(n) => query(`page=${n}`)} />
    </Page>
  );
}

function ProductFields({ draft, creating }: { draft: ProductDraft; creating: boolean }) {
  return (
    <>
      <Field name="name" label="Name" value={draft.name} errors={draft.errors} required maxLength={200} />
      <Field name="price" label="Price" value={draft.price} errors={draft.errors} hint="In the product's currency, such as 9.99." required inputMode="decimal" />
      {creating ? (
        <>
          <div class="field">
            <label for="field-kind">Billing</label>
            <select id="field-kind" name="kind">
              <option value="one_time" selected={draft.kind !== 'recurring'}>One time</option>
              <option value="recurring" selected={draft.kind === 'recurring'}>Recurring (a subscription)</option>
            </select>
          </div>
          <div class="field">
            <label for="field-interval">Interval (recurring only)</label>
            <select id="field-interval" name="interval" aria-describedby={draft.errors?.['interval'] ? 'field-interval-errors' : undefined}>
              <option value="">—</option>
              <option value="month" selected={draft.interval === 'month'}>Every month</option>
              <option value="year" selected={draft.interval === 'year'}>Every year</option>
            </select>
            <Errors id="field-interval" messages={draft.errors?.['interval']} />
          </div>
          <Field name="currency" label="Currency" value={draft.currency} errors={draft.errors} hint="Three letters, such as USD. The workspace's currency when empty." maxLength={3} />
        </>
      ) : null}
      <Field name="description" label="Description" value={draft.description} errors={draft.errors} multiline rows={5} maxLength={5000} />
    </>
  );
}

/** The creation form. */
export function NewProduct({ frame, draft = {} }: { frame: Frame; draft?: ProductDraft }) {
  return (
    <CreatePage frame={frame} title="New product" list={`/dashboard/${frame.slug}/products`} listLabel="Products">
      <ProductFields draft={draft} creating />
      <button type="submit">Create product</button>
    </CreatePage>
  );
}

/** A product's page: its details; the edit form and archive button for owners and admins. */
export function ProductPage({ frame, product, draft }: { frame: Frame; product: Product; draft?: ProductDraft | undefined }) {
  const base = `/dashboard/${frame.slug}/products`;
  const values: ProductDraft = draft ?? { name: product.name, description: product.description ?? '', price: priceText(product.price_cents) };
  return (
    <Page title={product.name} frame={frame}>
      <p>
        <a href={product.is_active ? base : `${base}?status=archived`}>← Products</a>
      </p>
      <h1>
        {product.name} <Pill status={product.is_active ? 'active' : 'archived'} />
      </h1>
      <dl class="settings">
        <dt>Price</dt>
        <dd>
          {money(product.price_cents, product.currency)} · {billing(product)}
        </dd>
        <dt>Slug</dt>
        <dd>
          <code>{product.slug}</code>
        </dd>
        {product.sku !== null && (
          <>
            <dt>SKU</dt>
            <dd>
              <code>{product.sku}</code>
            </dd>
          </>
        )}
        <dt>Created</dt>
        <dd>
          <Time value={product.created_at} />
        </dd>
      </dl>
      {isAdmin(frame.role) ? (
        <>
          <h2>Edit</h2>
          <form method="post" action={`${base}/${product.id}`} class="stack">
            <Csrf token={frame.csrf} />
            <ProductFields draft={values} creating={false} />
            <button type="submit">Save product</button>
          </form>
          <h2>{product.is_active ? 'Archive' : 'Unarchive'}</h2>
          <p class="muted">{product.is_active ? 'An archived product can no longer be sold and vanishes from GET /products; its orders stay.' : 'Unarchived, it can be sold again and is listed by GET /products.'}</p>
          {product.is_active ? (
            <PostButton action={`${base}/${product.id}/archive`} csrf={frame.csrf} label="Archive product" confirm={`Archive “${product.name}”? It can no longer be sold.`} danger />
          ) : (
            <PostButton action={`${base}/${product.id}/unarchive`} csrf={frame.csrf} label="Unarchive product" />
          )}
        </>
      ) : (
        <p class="muted">{product.description ?? ''}</p>
      )}
    </Page>
  );
}
