/**
 * The table-backed email queue (ARCHITECTURE.md "Towards scale"): a message is inserted in the same transaction
 * as the record that causes it, then any instance delivers it with `FOR UPDATE SKIP LOCKED`, so a crash or a
 * failing mail server never loses a message nor the record.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailJobs = pgTable(
  'email_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
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
    index('email_jobs_pending_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'pending'`),
  ],
);
