/** Order shapes as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_ID, Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';
import { MAX_SEARCH } from '../db/search.js';

/** Order statuses. */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'canceled'] as const;
/** Entitlement statuses. */
export const ENTITLEMENT_STATUSES = ['active', 'revoked'] as const;

const orderFields = {
  id: Type.Integer({ description: "The order's id" }),
  number: Type.String({ description: 'Human-readable order number' }),
  status: StringEnum(ORDER_STATUSES, { description: 'Current status' }),
  customer_email: Type.String({ description: "The buyer's email" }),
  currency: Type.String({ description: '3-letter ISO 4217 code' }),
  subtotal_cents: Type.Integer({ description: 'Sum of the items, in integer cents' }),
  total_cents: Type.Integer({ description: 'Amount charged, in integer cents' }),
  item_count: Type.Integer({ description: 'Total quantity over the items' }),
  created_at: TimestampSchema,
  paid_at: Nullable(TimestampSchema),
  refunded_at: Nullable(TimestampSchema),
};

/** An order as listed. */
export const OrderSchema = Type.Object(orderFields, { title: 'Order', description: 'An order as listed' });

/** One line of an order. */
export const OrderItemSchema = Type.Object({
  id: Type.Integer({ description: "The order line's id" }),
  product_id: Type.Integer({ description: 'The product' }),
  name: Type.String({ description: 'Display name' }),
  quantity: Type.Integer({ description: 'How many' }),
  unit_price_cents: Type.Integer({ description: 'Price of one, in integer cents' }),
  total_cents: Type.Integer({ description: 'Amount charged, in integer cents' }),
}, { title: 'OrderItem', description: 'One line of an order' });

/** Access granted by an order. */
export const EntitlementSchema = Type.Object({
  id: Type.Integer({ description: "The entitlement's id" }),
  product_id: Type.Integer({ description: 'The product' }),
  status: StringEnum(ENTITLEMENT_STATUSES, { description: 'Current status' }),
  granted_at: TimestampSchema,
  revoked_at: Nullable(TimestampSchema),
}, { title: 'Entitlement', description: 'Access granted by an order' });

/** An order with its items and entitlements. */
export const OrderDetailSchema = Type.Object({ ...orderFields, items: Type.Array(OrderItemSchema, { description: 'The lines of the order' }), entitlements: Type.Array(EntitlementSchema, { description: 'Access the order grants' })}, { title: 'OrderDetail', description: 'An order with its items and entitlements' });

/** Query of GET /orders. */
export const OrderListQuery = Type.Object({
  ...PageQuery.properties,
  /** Only orders in this status. */
  status: Type.Optional(StringEnum(ORDER_STATUSES, { description: 'Only orders in this status' })),
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH, description: "Only orders whose number or customer e-mail contains this text (any case)", examples: ['1042'] })),
  since: Type.Optional(Type.String({ format: 'date-time', description: 'Only orders created at or after this time: RFC 3339 or YYYY-MM-DD HH:MM:SS (UTC). For incremental sync', examples: ['2026-01-01T00:00:00Z'] })),
  until: Type.Optional(Type.String({ format: 'date-time', description: 'Only orders created before this time (exclusive), after `since`', examples: ['2026-02-01T00:00:00Z'] })),
  starting_after: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_ID,
      description: 'Keyset paging: the page of orders that comes after (is older than) the order with this id, usually the last one of the previous page. As fast at any depth, and no order is skipped or repeated while new ones arrive. With it, `page` must be 1 (or left out) and `meta.page` is 1; `total` and `pages` count the whole list.',
      examples: [12],
    }),
  ),
});

/** API order. */
export type Order = Static<typeof OrderSchema>;
/** API order with items and entitlements. */
export type OrderDetail = Static<typeof OrderDetailSchema>;

/** One line of a new order: a product of the workspace and how many. */
export const NewOrderItemSchema = Type.Object(
  {
    product_id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'An active product of this workspace' }),
    quantity: Type.Integer({ minimum: 1, maximum: 1000, description: '1–1,000' }),
  },
  { additionalProperties: false, title: 'NewOrderItem', description: 'One line of a new order: a product and how many' },
);

/** Body of POST /orders: the server prices it from the products. */
export const CreateOrderBody = Type.Object(
  {
    customer_email: Type.String({ format: 'email', maxLength: 320, description: "The buyer's e-mail" }),
    items: Type.Array(NewOrderItemSchema, { minItems: 1, maxItems: 50, description: '1–50 lines, each product at most once; all products active and of one currency' }),
    status: Type.Optional(StringEnum(['pending', 'paid'] as const, { description: '`paid` (default) grants the items at once; `pending` waits for POST /orders/{id}/pay' })),
  },
  { additionalProperties: false, title: 'CreateOrder', description: 'A new order; the server prices it from its products (active, of this workspace, of one currency)' },
);

/** Input of POST /orders. */
export type CreateOrder = Static<typeof CreateOrderBody>;
