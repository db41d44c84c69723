/** What the package exports for receivers of Creator Workspace webhooks. */
export { verifyWebhook, type VerifyOptions } from './webhooks/engine/signing.js';
