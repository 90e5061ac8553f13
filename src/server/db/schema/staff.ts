/**
 * What staff do in /admin and with the admin CLI (issue "Staff operations" items 3-7): the audit log of staff
 * actions, and the names uploaded files are shown by.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ACTION_KINDS } from '@shared/schemas/staff-actions';
import { users } from './auth';

/**
 * One recorded staff action (`STAFF_ACTION_KINDS`): who (an admin, or the command line), what, on whom, when. Never
 * updated or deleted by the application. The inbox's own events are in `inbox_events`; the audit log shows both.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order actions were recorded in (two in one transaction share `created_at`). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: STAFF_ACTION_KINDS }).notNull(),
    /** The admin who acted; null for the command line, or once their account is deleted. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's email at the time; null for the command line. */
    actorEmail: text('actor_email'),
    /** The email acted on (an allow-list entry, an account), if any. */
    subjectEmail: text('subject_email'),
    /** The account acted on, if any. */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What else says what changed, e.g. `{ "list": "artist" }`, `{ "moduleId": "…", "monthNumber": 2 }`. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt, t.seq),
    index('staff_actions_actor_idx').on(t.actorId, t.createdAt),
    index('staff_actions_kind_idx').on(t.kind, t.createdAt),
    index('staff_actions_subject_email_idx').on(t.subjectEmail, t.createdAt),
    index('staff_actions_subject_user_idx').on(t.subjectUserId, t.createdAt),
    check('staff_actions_details_object', sql`jsonb_typeof(${t.details}) = 'object'`),
  ],
);

/**
 * The name a file of a program bucket was uploaded with, shown in /admin, while its stored name stays unique
 * (`{time}-{random}.{ext}`). A file with no row here is shown by its stored name.
 */
export const bucketFiles = pgTable(
  'bucket_files',
  {
    bucket: text('bucket').notNull(),
    /** The stored name, unique within the bucket. */
    fileName: text('file_name').notNull(),
    /** The name the file had on the uploader's computer. */
    displayName: text('display_name').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.fileName] })],
);
