/**
 * Tables of the public forms: contact messages (site-and-portals.md §3 "Contact message", §2.9),
 * enrollment applications (§3, §5; training-program.md §3) and touring inquiries (§3, §2.11).
 */
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('enrollment_applications_email_idx').on(t.email),
    index('enrollment_applications_created_at_idx').on(t.createdAt),
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
    createdAt: createdAt(),
  },
  (t) => [index('touring_inquiries_created_at_idx').on(t.createdAt)],
);
