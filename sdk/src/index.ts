/** @creator-workspace/sdk: the typed client of the Creator Workspace API and its webhook helpers. */
export { CreatorWorkspace, OPERATION_IDS, type BodyOf, type QueryOf } from './client.js';
export { Paginated, type Page } from './pagination.js';
export { CreatorWorkspaceIngest, type Heartbeat, type IngestOptions, type IngestStatus } from './ingest.js';
export { parseTimestamp } from './timestamps.js';
export { eventStreamMessages, follow, parseEventStream, type StreamMessage, type StreamOptions } from './streams.js';
export { VERSION, type ClientOptions, type RequestOptions } from './transport.js';
export { CreatorWorkspaceConnectionError, CreatorWorkspaceError, WebhookVerificationError, type ErrorCode, type FieldErrors } from './errors.js';
export { listenSecret, parseWebhook, serviceSignature, signatureHeaders, standardSignature, verifyWebhook, type EventName, type SignatureHeaders, type VerifyOptions, type WebhookEvent, type WebhookHeaders } from './webhooks.js';
export type { components, operations, paths, webhooks } from './schema.js';

import type { components } from './schema.js';
type Schemas = components['schemas'];
/** Shapes of the API, by name. */
export type Product = Schemas['Product'];
export type Order = Schemas['Order'];
export type OrderDetail = Schemas['OrderDetail'];
export type Member = Schemas['Member'];
export type Post = Schemas['Post'];
export type Server = Schemas['Server'];
export type ServerStatus = Schemas['ServerStatus'];
export type Webhook = Schemas['Webhook'];
export type Delivery = Schemas['Delivery'];
export type DeliveryDetail = Schemas['DeliveryDetail'];
