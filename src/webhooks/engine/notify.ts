/** Telling a workspace's owners that a webhook was disabled: a stored notification each, and an email when SMTP is set. */
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/types.js';
import { noticeRecipients } from '../../notifications/repository.js';
import { now } from '../../time.js';

/** A notification to email after the transaction that stored it commits. */
export interface PendingEmail {
  readonly notificationId: number;
  readonly workspaceId: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Stores one notification per owner of the workspace; returns the emails to send. */
export async function notifyOwnersOfDisable(db: Db, workspaceId: number, webhook: { id: number; url: string }, failures: number, last: string): Promise<PendingEmail[]> {
  const { users: owners, mark } = await noticeRecipients(db, workspaceId, ['owner']);
  const subject = `${mark}Webhook ${webhook.url} was disabled after ${failures} failed attempts in a row (last: ${last}).`;
  const text = [
    `Your webhook ${webhook.id} (${webhook.url}) failed ${failures} delivery attempts in a row and has been disabled.`,
    'Nothing is lost: its pending deliveries, and the events raised while it is disabled, are held for it.',
    `Once the receiver works again, re-enable it on the dashboard's Webhooks page or with POST /api/v1/webhooks/${webhook.id}/enable: every held delivery is then sent, oldest first.`,
  ].join('\n\n');
  const emails: PendingEmail[] = [];
  for (const owner of owners) {
    const row = await db
      .insertInto('notifications')
      .values({ workspace_id: workspaceId, user_id: owner.id, kind: 'webhook.disabled', webhook_id: webhook.id, subject, body: text, created_at: now(), emailed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    emails.push({ notificationId: row.id, workspaceId, to: owner.email, subject, text });
  }
  return emails;
}

/** Sends notification emails through SMTP and marks them sent; failures are logged, the notification stays stored. */
export class Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly db: Kysely<Database>,
    private readonly log: (error: unknown, message: string) => void,
  ) {
    this.transport = smtpUrl === '' ? undefined : nodemailer.createTransport(smtpUrl);
  }

  /** Sends each email; resolves when all have been tried. */
  async send(emails: readonly PendingEmail[]): Promise<void> {
    if (!this.transport) return;
    for (const email of emails) {
      try {
        await this.transport.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text });
        await this.db.updateTable('notifications').set({ emailed_at: now() }).where('workspace_id', '=', email.workspaceId).where('id', '=', email.notificationId).execute();
      } catch (error) {
        this.log(error, `could not email notification ${email.notificationId}`);
      }
    }
  }

  /** Closes the SMTP connection pool. */
  close(): void {
    this.transport?.close();
  }
}
