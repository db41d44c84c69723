/** Subscriptions as the API returns them (docs/concepts.md, Orders from a storefront). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';

/** Subscription statuses. */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled'] as const;

/** A subscription to a recurring product, started when its order was paid. */
export const SubscriptionSchema = Type.Object(
  {
    id: Type.Integer({ description: "The subscription's id" }),
    product_id: Type.Integer({ description: 'The recurring product subscribed to' }),
    order_id: Type.Integer({ description: 'The order that started it' }),
    customer_email: Type.String({ description: "The subscriber's e-mail" }),
    status: StringEnum(SUBSCRIPTION_STATUSES, { description: 'Current status' }),
    started_at: TimestampSchema,
    canceled_at: Nullable(TimestampSchema),
  },
  { title: 'Subscription', description: 'A subscription to a recurring product, started when its order was paid' },
);

/** Query of GET /subscriptions. */
export const SubscriptionListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(SUBSCRIPTION_STATUSES, { description: 'Only subscriptions in this status' })),
});

/** API subscription. */
export type Subscription = Static<typeof SubscriptionSchema>;
