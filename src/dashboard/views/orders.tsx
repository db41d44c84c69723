/** Orders: the list filtered by status and searched by number or e-mail; an order's page with what it granted, its events and their deliveries, and Refund. */
import type { OrderDetail, Order } from '../../orders/schema.js';
import { ORDER_STATUSES } from '../../orders/schema.js';
import type { Subscription } from '../../orders/subscription-schema.js';
import { isAdmin } from '../sections.js';
import { Page, type Frame } from './layout.js';
import { money } from './overview.js';
import { Empty, Pager, Pill, PostButton, Time } from './parts.js';

/** An event an order raised, with its deliveries. */
export interface OrderEvent {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
  readonly deliveries: readonly { id: string; webhook_id: number; url: string; status: string; attempts: number; last_status_code: number | null }[];
}

/** The list. */
export function OrderList(props: { frame: Frame; orders: readonly Order[]; status: string; q: string; page: number; pages: number }) {
  const { frame, orders, status, q } = props;
  const base = `/dashboard/${frame.slug}/orders`;
  const query = (more: string) => `${base}?${status === '' ? '' : `status=${status}&`}${q === '' ? '' : `q=${encodeURIComponent(q)}&`}${more}`;
  return (
    <Page title="Orders" frame={frame}>
      <h1>Orders</h1>
      <form method="get" action={base} class="search" role="search">
        <label for="order-status">Status</label>
        <select id="order-status" name="status">
          <option value="">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s} selected={s === status}>
              {s}
            </option>
          ))}
        </select>
        <label for="order-search">Number or e-mail</label>
        <input id="order-search" type="search" name="q" value={q} maxLength={100} />
        <button type="submit">Show</button>
      </form>
      {orders.length === 0 ? (
        <Empty>{q !== '' || status !== '' ? 'No order matches. Clear the search to see every order.' : 'No orders yet. They arrive from your store through the API (POST /orders, scope write:orders).'}</Empty>
      ) : (
        <div class="scroll">
          <table class="stacked">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td data-label="Order">
                    <a href={`${base}/${o.id}`}>{o.number}</a>
                  </td>
                  <td data-label="Customer">{o.customer_email}</td>
                  <td data-label="Status">
                    <Pill status={o.status} />
                  </td>
                  <td data-label="Total">{money(o.total_cents, o.currency)}</td>
                  <td data-label="Created">
                    <Time value={o.created_at} />
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

/** The question Refund asks first. */
export function refundQuestion(order: OrderDetail): string {
  return `Refund order ${order.number} (${money(order.total_cents, order.currency)}) to ${order.customer_email}? Its access is revoked and its subscriptions canceled at once.`;
}

/** An order's page. */
export function OrderPage({ frame, order, subscriptions, events }: { frame: Frame; order: OrderDetail; subscriptions: readonly Subscription[]; events: readonly OrderEvent[] }) {
  const base = `/dashboard/${frame.slug}/orders`;
  const admin = isAdmin(frame.role);
  return (
    <Page title={`Order ${order.number}`} frame={frame}>
      <p>
        <a href={base}>← Orders</a>
      </p>
      <h1>
        Order {order.number} <Pill status={order.status} />
      </h1>
      <dl class="settings">
        <dt>Customer</dt>
        <dd>{order.customer_email}</dd>
        <dt>Total</dt>
        <dd>{money(order.total_cents, order.currency)}</dd>
        <dt>Created</dt>
        <dd>
          <Time value={order.created_at} />
        </dd>
        <dt>Paid</dt>
        <dd>
          <Time value={order.paid_at} never="not paid" />
        </dd>
        <dt>Refunded</dt>
        <dd>
          <Time value={order.refunded_at} never="not refunded" />
        </dd>
      </dl>
      {admin && order.status === 'paid' ? <PostButton action={`${base}/${order.id}/refund`} csrf={frame.csrf} label="Refund order" confirm={refundQuestion(order)} danger /> : null}
      <h2>Items</h2>
      <div class="scroll">
        <table class="stacked">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td data-label="Product">
                  <a href={`/dashboard/${frame.slug}/products/${item.product_id}`}>{item.name}</a>
                </td>
                <td data-label="Quantity">{item.quantity}</td>
                <td data-label="Unit price">{money(item.unit_price_cents, order.currency)}</td>
                <td data-label="Total">{money(item.total_cents, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Access granted</h2>
      {order.entitlements.length === 0 ? (
        <Empty>Nothing yet: access is granted when the order is paid.</Empty>
      ) : (
        <ul class="cards">
          {order.entitlements.map((e) => (
            <li key={e.id}>
              {order.items.find((i) => i.product_id === e.product_id)?.name ?? `Product ${e.product_id}`} <Pill status={e.status} /> granted <Time value={e.granted_at} />
              {e.revoked_at ? (
                <span>
                  , revoked <Time value={e.revoked_at} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {subscriptions.length > 0 ? (
        <>
          <h2>Subscription</h2>
          <ul class="cards">
            {subscriptions.map((s) => (
              <li key={s.id}>
                {order.items.find((i) => i.product_id === s.product_id)?.name ?? `Product ${s.product_id}`} <Pill status={s.status} /> since <Time value={s.started_at} />
                {s.canceled_at ? (
                  <span>
                    , canceled <Time value={s.canceled_at} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Events</h2>
      {events.length === 0 ? (
        <Empty>No events yet. Paying or refunding the order raises them, and each is delivered to the webhooks that subscribe to it.</Empty>
      ) : (
        <ul class="cards">
          {events.map((event) => (
            <li key={event.id}>
              <code>{event.name}</code> <Time value={event.created_at} />
              {event.deliveries.length === 0 ? (
                <p class="muted">No webhook subscribes to it.</p>
              ) : (
                <ul>
                  {event.deliveries.map((d) => (
                    <li key={d.id}>
                      {/* A webhook's URL can carry its receiver's token: only those who manage webhooks see it. */}
                      {admin ? <a href={`/dashboard/${frame.slug}/webhooks/${d.webhook_id}/deliveries/${d.id}`}>{d.url}</a> : `Webhook ${d.webhook_id}`} <Pill status={d.status} /> {d.attempts} attempt
                      {d.attempts === 1 ? '' : 's'}
                      {d.last_status_code === null ? '' : `, last answer ${d.last_status_code}`}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
