/**
 * Per-operation examples that work as written on a fresh `npm start` (its demo data is seeded, so the same ids
 * every time: src/demo/seed.ts), sent in dependency order: lists and creations first, then the operations on one
 * resource, deletions last (test/openapi/document-examples.test.ts). An id the demo lacks is the one the creation
 * example before it makes on a fresh store. Where no example can work as written (a delivery's random id), the
 * operation says what the reader makes first, as `x-example-needs`.
 */
import { createHash } from 'node:crypto';

interface OperationExamples {
  /** Parameter examples by name (path, query or header). */
  readonly parameters?: Readonly<Record<string, unknown>>;
  /** What the reader makes first, when the examples cannot work as written. */
  readonly needs?: string;
}

const CREATED_WEBHOOK = { id: 1 };
const CREATED_AUTOMATION = { id: 1 };
const DELIVERY = 'a delivery of the webhook: `POST /webhooks/{id}/test` answers one; its `id` is the `delivery_id`';
const TEST_KEY = 'a test key (`cwk_test_…`), sent as the bearer token: `creator-workspace key create --workspace demo --scopes all --test` prints one';
const REPORT = "a report: owners and admins make one on the dashboard's Reports page, and each workspace gets one a week; its `id` is the `id`";

/** By operationId. */
const EXAMPLES: Readonly<Record<string, OperationExamples>> = {
  // Demo product 2 is the VIP Rank; demo order 1 exists, 127 is pending and 129 paid; subscription 1 is active.
  getProduct: { parameters: { id: 2 } },
  updateProduct: { parameters: { id: 2 } },
  getOrder: { parameters: { id: 1 } },
  payOrder: { parameters: { id: 127 } },
  refundOrder: { parameters: { id: 129 } },
  cancelSubscription: { parameters: { id: 1 } },
  // The stream `POST /streams`'s example starts.
  endStream: { parameters: { id: 1 } },
  getReport: { needs: REPORT },
  getReportOrdersCsv: { needs: REPORT },
  getAutomation: { parameters: CREATED_AUTOMATION },
  updateAutomation: { parameters: CREATED_AUTOMATION },
  deleteAutomation: { parameters: CREATED_AUTOMATION },
  listAutomationRuns: { parameters: CREATED_AUTOMATION },
  getServerStatus: { parameters: { id: 1 } },
  streamServerStatus: { parameters: { id: 1, 'Last-Event-ID': 'v3f9a1c27' } },
  // Demo post 1 is published, 4 and 5 are drafts.
  getPost: { parameters: { id: 1 } },
  updatePost: { parameters: { id: 4 } },
  deletePost: { parameters: { id: 5 } },
  getWebhook: { parameters: CREATED_WEBHOOK },
  updateWebhook: { parameters: CREATED_WEBHOOK },
  deleteWebhook: { parameters: CREATED_WEBHOOK },
  enableWebhook: { parameters: CREATED_WEBHOOK },
  recoverDeliveries: { parameters: CREATED_WEBHOOK },
  sendTestEvent: { parameters: CREATED_WEBHOOK },
  rotateWebhookSecret: { parameters: CREATED_WEBHOOK },
  listDeliveries: { parameters: CREATED_WEBHOOK, needs: `${DELIVERY} (as \`starting_after\`)` },
  getDelivery: { parameters: CREATED_WEBHOOK, needs: DELIVERY },
  redeliverDelivery: { parameters: CREATED_WEBHOOK, needs: DELIVERY },
  // The first event: the order examples raise it before this is sent.
  streamEvents: { parameters: { 'Last-Event-ID': '1' } },
  triggerEvent: { needs: TEST_KEY },
  moveTestServer: { needs: `${TEST_KEY}; the \`id\` is one of the servers \`GET /servers\` lists with that key` },
  sendHeartbeat: { needs: "a game server's ingest token, as the bearer token: `creator-workspace server create` prints it" },
};

/** The example of parameter `name` of `operationId`, when it has its own. */
export function operationParameterExample(operationId: string, name: string): unknown {
  const parameters = EXAMPLES[operationId]?.parameters;
  return parameters === undefined ? undefined : Object.entries(parameters).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/** What the reader makes before `operationId`'s examples work, if anything. */
export function exampleNeeds(operationId: string): string | undefined {
  return EXAMPLES[operationId]?.needs;
}

/**
 * An Idempotency-Key example of the operation's own: one key sent to two operations is a reuse with another
 * request (422), so each operation's example key differs. A UUID made from the operation's name.
 */
export function idempotencyKeyExample(operationId: string): string {
  const hex = createHash('sha256').update(`Idempotency-Key ${operationId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
