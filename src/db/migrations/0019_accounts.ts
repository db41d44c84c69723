/**
 * Accounts that only their owner controls (docs/decisions.md, Accounts): whether an account's address was proven,
 * where each session signs in from, password-reset links (only their hashes), and whether an invitation's link
 * was e-mailed to the address (a link shown to the inviter proves nothing about it).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_proven_at', 'text').execute();
      // Accounts made by accepting an invitation were made by whoever held its link, which may have been shown to
      // the inviter: not proven (the account is created in the same instant the invitation is accepted). The
      // others were made by the operator (the CLI, the demo at first start), who vouches for them.
      await sql`update users set email_proven_at = created_at where not exists (select 1 from invitations
        where invitations.email = users.email and invitations.accepted_at = users.created_at)`.execute(db);
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('address', 'text').execute();
      await db.schema.alterTable('invitations').addColumn('mailed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('id', dialect === 'sqlite' ? 'integer' : 'serial', (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').columns(['user_id']).execute();
    },
  };
}
