/** Product shapes: as created and as returned. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, StringEnum, TimestampSchema } from '../http/schemas.js';
import { MAX_SEARCH } from '../db/search.js';

/** Kinds of deliverable a product can carry. */
export const DELIVERABLE_TYPES = ['download', 'link', 'license_key', 'game_command', 'role'] as const;

/** Product kinds. */
export const KINDS = ['one_time', 'recurring'] as const;
/** Billing intervals of recurring products. */
export const INTERVALS = ['month', 'year'] as const;

/** One thing a buyer receives. */
export const DeliverableSchema = Type.Object(
  {
    /** What kind of deliverable. */
    type: StringEnum(DELIVERABLE_TYPES, { description: 'Deliverable kind' }),
    /** Label shown to the buyer. */
    label: Type.Optional(Type.String({ maxLength: 200, description: 'Label shown to the buyer' })),
    /** The file, link, command or role, depending on the type. */
    value: Type.Optional(Type.String({ maxLength: 2000, description: 'File, link, command or role' })),
  },
  { additionalProperties: false, title: 'Deliverable', description: 'One thing a buyer receives' },
);

/** A product as returned. */
export const ProductSchema = Type.Object({
  id: Type.Integer({ description: "The product's id" }),
  name: Type.String({ description: 'Display name' }),
  slug: Type.String({ description: 'URL-safe identifier, unique in the workspace' }),
  description: Nullable(Type.String({ description: 'Longer text' })),
  kind: StringEnum(KINDS, { description: 'one_time or recurring' }),
  price_cents: Type.Integer({ description: 'Price in integer cents' }),
  currency: Type.String({ description: '3-letter ISO 4217 code' }),
  interval: Nullable(StringEnum(INTERVALS, { description: 'Billing interval of a recurring product (null for one_time)' })),
  deliverables: Type.Array(DeliverableSchema, { description: 'What a buyer receives' }),
  is_active: Type.Boolean({ description: 'Listed by GET /products when true' }),
  sku: Nullable(Type.String({ description: "The creator's own stock-keeping code, or null" })),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
}, { title: 'Product', description: 'A product for sale' });

/** A product as accepted on creation (docs/decisions.md#3-representations rules). */
export const CreateProductBody = Type.Object(
  {
    /** Display name, 1–200 characters. */
    name: Type.String({ minLength: 1, maxLength: 200, description: '1–200 characters' }),
    /** Price in integer cents. */
    price_cents: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Integer cents, 0–100,000,000' }),
    /** URL-safe identifier, unique in the workspace; derived from the name when absent. */
    slug: Type.Optional(Type.String({ maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'Lowercase a-z0-9 and single hyphens, ≤ 100; default derived from name' })),
    /** Longer text, up to 5,000 characters. */
    description: Type.Optional(Nullable(Type.String({ maxLength: 5000, description: '≤ 5,000 characters' }))),
    /** `one_time` (default) or `recurring`. */
    kind: Type.Optional(StringEnum(KINDS, { description: 'Default one_time' })),
    /** Defaults to the workspace's currency. */
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: '3-letter uppercase ISO 4217 code; default the workspace currency' })),
    /** Billing interval: required for `recurring`, refused for `one_time`. */
    interval: Type.Optional(Nullable(StringEnum(INTERVALS, { description: 'Required for recurring, refused for one_time' }))),
    /** Up to 50 deliverables. */
    deliverables: Type.Optional(Type.Array(DeliverableSchema, { maxItems: 50, description: 'At most 50' })),
    /** Listed by GET /products when true (default). */
    is_active: Type.Optional(Type.Boolean({ description: 'Default true' })),
    /** The creator's own stock-keeping code. */
    sku: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$', description: 'Letters, digits, dot, underscore and hyphen, 1–64; null clears it' }))),
  },
  { additionalProperties: false, title: 'CreateProduct', description: 'A new product; only `name` and `price_cents` are required' },
);

/** Body of PATCH /products/{id}: the fields to change, at least one. */
export const UpdateProductBody = Type.Partial(CreateProductBody, {
  additionalProperties: false,
  minProperties: 1,
  title: 'UpdateProduct',
  description: 'The fields to change. `is_active: false` archives the product, `true` brings it back. `kind`, `currency` and `interval` can change only while no order references the product (409 after); past orders keep their prices.',
});

/** Query of GET /products. */
export const ProductListQuery = Type.Object({
  ...PageQuery.properties,
  is_active: Type.Optional(Type.Boolean({ default: true, description: 'true (default): the products on sale; false: the archived ones', examples: [true] })),
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH, description: 'Only products whose name or slug contains this text (any case)', examples: ['rank'] })),
});

/** The creation body type. */
export type CreateProduct = Static<typeof CreateProductBody>;
/** The change body type. */
export type UpdateProduct = Static<typeof UpdateProductBody>;
/** The returned product type. */
export type Product = Static<typeof ProductSchema>;
