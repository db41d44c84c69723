/** Webhook signing secrets: generation, and which ones sign right now (docs/decisions.md#10-webhook-operations: at most two during a rotation). */
import { randomBytes } from 'node:crypto';
import type { WebhookRow } from './repository.js';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (the Standard Webhooks form). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The secrets that sign a delivery at `nowMs`, newest first: the current one, and the previous while its overlap lasts. */
export function signingSecrets(webhook: Pick<WebhookRow, 'secret' | 'previous_secret' | 'previous_secret_until'>, nowMs: number): string[] {
  const previousValid = webhook.previous_secret !== null && webhook.previous_secret_until !== null && Number(webhook.previous_secret_until) > nowMs;
  return previousValid ? [webhook.secret, webhook.previous_secret as string] : [webhook.secret];
}
