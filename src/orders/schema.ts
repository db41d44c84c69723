/** Order shapes as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Order statuses. */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'canceled'] as const;
/** Entitlement statuses. */
export const ENTITLEMENT_STATUSES = ['active', 'revoked'] as const;

const orderFields = {
  id: Type.Integer(),
  number: Type.String({ description: 'Human-readable order number' }),
  status: StringEnum(ORDER_STATUSES),
  customer_email: Type.String(),
  currency: Type.String(),
  subtotal_cents: Type.Integer(),
  total_cents: Type.Integer(),
  item_count: Type.Integer({ description: 'Total quantity over the items' }),
  created_at: TimestampSchema,
  paid_at: Nullable(TimestampSchema),
  refunded_at: Nullable(TimestampSchema),
};

/** An order as listed. */
export const OrderSchema = Type.Object(orderFields, { title: 'Order' });

/** One line of an order. */
export const OrderItemSchema = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  unit_price_cents: Type.Integer(),
  total_cents: Type.Integer(),
}, { title: 'OrderItem' });

/** Access granted by an order. */
export const EntitlementSchema = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  status: StringEnum(ENTITLEMENT_STATUSES),
  granted_at: TimestampSchema,
  revoked_at: Nullable(TimestampSchema),
}, { title: 'Entitlement' });

/** An order with its items and entitlements. */
export const OrderDetailSchema = Type.Object({ ...orderFields, items: Type.Array(OrderItemSchema), entitlements: Type.Array(EntitlementSchema) }, { title: 'OrderDetail' });

/** Query of GET /orders. */
export const OrderListQuery = Type.Object({
  ...PageQuery.properties,
  /** Only orders in this status. */
  status: Type.Optional(StringEnum(ORDER_STATUSES, { description: 'Only orders in this status' })),
});

/** API order. */
export type Order = Static<typeof OrderSchema>;
/** API order with items and entitlements. */
export type OrderDetail = Static<typeof OrderDetailSchema>;
