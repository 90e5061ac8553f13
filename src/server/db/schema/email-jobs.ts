/**
 * The table-backed email queue (ARCHITECTURE.md "Towards scale"): a message is inserted in the same transaction
 * as the record that causes it, then any instance delivers it with `FOR UPDATE SKIP LOCKED`, so a crash or a
 * failing mail server never loses a message nor the record.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS } from '@shared/limits/emails';

export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    /** What the email is, for the staff's Emails view (`EMAIL_KINDS`). */
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    replyTo: text('reply_to'),
    /** Extra headers, e.g. `List-Unsubscribe` on a reminder; null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** `pending` until delivered (`sent`) or out of attempts (`failed`). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_jobs_status_created_idx').on(t.status, t.createdAt, t.id),
    index('email_jobs_pending_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'pending'`),
  ],
);
