/**
 * Tables of the public forms: contact messages (site-and-portals.md §3 "Contact message", §2.9),
 * enrollment applications (§3, §5; training-program.md §3) and touring inquiries (§3, §2.11). Each submission has
 * the staff inbox's status, and the inbox's events record who changed it or wrote a note (issue "Staff operations"
 * item 1).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The staff inbox's status of a submission (`INBOX_STATUSES` of src/shared/schemas/inbox.ts). */
const inboxStatus = () => text('status').notNull().default('new');
const inboxStatusCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('new', 'in-progress', 'done', 'archived')`);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: inboxStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_status_created_at_idx').on(t.status, t.createdAt, t.id),
    inboxStatusCheck('contact_messages_status_check', t.status),
  ],
);

/** `social_media_links` as the artist intake fills it (§3). The program application uses the platform keys. */
export interface SocialMediaLinks {
  handles?: string | null;
  hasReleasedMusic?: string | null;
  hasManagement?: string | null;
  musicalInfluences?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
  spotify?: string | null;
  youtube?: string | null;
}

export const enrollmentApplications = pgTable(
  'enrollment_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    stageName: text('stage_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    musicGenres: text('music_genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    experienceLevel: text('experience_level').notNull(),
    goals: text('goals').notNull(),
    whyProgram: text('why_program').notNull(),
    socialMediaLinks: jsonb('social_media_links').$type<SocialMediaLinks>().notNull().default({}),
    /** Which form sent it: `program` (/artist-development) or `artist-intake` (/artist-intake). */
    form: text('form').notNull().default('program'),
    status: inboxStatus(),
    /** Staff's answer: `approved` (on the artist allow-list, invited) or `declined`; null until then. */
    decision: text('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member who decided (their email, kept when their account is gone). */
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enrollment_applications_email_idx').on(t.email),
    index('enrollment_applications_created_at_idx').on(t.createdAt),
    index('enrollment_applications_form_created_at_idx').on(t.form, t.createdAt, t.id),
    check('enrollment_applications_form_check', sql`${t.form} in ('program', 'artist-intake')`),
    check(
      'enrollment_applications_decision_check',
      sql`${t.decision} in ('approved', 'declined') and ${t.decidedAt} is not null and ${t.decidedBy} is not null or ${t.decision} is null`,
    ),
    inboxStatusCheck('enrollment_applications_status_check', t.status),
  ],
);

export const touringInquiries = pgTable(
  'touring_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stageName: text('stage_name').notNull(),
    contactNameRole: text('contact_name_role').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    links: text('links').notNull(),
    regions: text('regions').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    budget: text('budget'),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    status: inboxStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('touring_inquiries_created_at_idx').on(t.createdAt),
    index('touring_inquiries_status_created_at_idx').on(t.status, t.createdAt, t.id),
    inboxStatusCheck('touring_inquiries_status_check', t.status),
  ],
);

/**
 * The staff inbox's history: a status change (`status`), a note (`note`) or an application's decision (`decision`)
 * on one submission, by whom and when.
 * `kind` is the inbox kind (`INBOX_KINDS`); the actor's email is kept when their account is gone.
 */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order events were recorded in (two in one transaction share `created_at`). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    status: text('status'),
    note: text('note'),
    decision: text('decision'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_events_item_idx').on(t.kind, t.itemId, t.seq),
    check('inbox_events_one_thing', sql`num_nonnulls(${t.status}, ${t.note}, ${t.decision}) = 1`),
  ],
);
