/**
 * The members program (training-program.md §3 "Members program"): profiles, the milestone catalogue with the
 * milestones each learner earned, artist profiles and certificates. The program's modules, quizzes and each
 * learner's progress are the one course's (./course.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textRef, timestamps, uuidRef } from './columns';
import { BADGE_COLORS, BADGE_ICONS, type MilestoneCriterion } from '@shared/program/milestone-rules';
import { users } from './auth';

/** `('a', 'b', ...)`: a fixed list of text constants for a check constraint. */
const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** `profiles (user_id, name, stage_name, email, created_at)`: one per account, made on its first program visit. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    stageName: text('stage_name'),
    /** Lower-cased, as the account's. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's Users list: newest first (§7 "select all profiles by created_at descending").
    index('profiles_created_at_idx').on(t.createdAt, t.userId),
  ],
);

/** `milestones (id, title, description, points, badge_icon, badge_color)`, from `content/program/milestones.yaml`. */
export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    badgeIcon: text('badge_icon', { enum: BADGE_ICONS }).notNull().default('Trophy'),
    badgeColor: text('badge_color', { enum: BADGE_COLORS }).notNull(),
    /** What earns it (src/shared/program/milestone-rules.ts). */
    criterion: jsonb('criterion').$type<MilestoneCriterion>().notNull(),
    /** False once it is gone from the catalogue file: no longer awarded or listed, kept for who earned it. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('milestones_key_key').on(t.key),
    check('milestones_points_positive', sql`${t.points} >= 1`),
    check('milestones_badge_icon_known', sql`${t.badgeIcon} in ${sqlList(BADGE_ICONS)}`),
    check('milestones_badge_color_known', sql`${t.badgeColor} in ${sqlList(BADGE_COLORS)}`),
  ],
);

/**
 * `user_milestones (user_id, milestone_id, earned_at)`: a milestone is earned once; the unique key (not a read
 * before the write) keeps two checks running at once from awarding it twice.
 */
export const userMilestones = pgTable(
  'user_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: textRef('user_id', () => users.id),
    milestoneId: uuidRef('milestone_id', () => milestones.id),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_milestones_user_milestone_key').on(t.userId, t.milestoneId),
    index('user_milestones_user_earned_idx').on(t.userId, t.earnedAt),
  ],
);

/**
 * `artist_profiles (id, user_id, stage_name, bio, genres, location, website_url, spotify_url, youtube_url,
 * instagram_url, is_public)`: one per account; only public ones are listed in the directory, ordered by stage name.
 */
export const artistProfiles = pgTable(
  'artist_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: textRef('user_id', () => users.id),
    stageName: text('stage_name'),
    bio: text('bio'),
    /** Trimmed, no duplicates (§5 "Profile genres"). */
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    location: text('location'),
    websiteUrl: text('website_url'),
    spotifyUrl: text('spotify_url'),
    youtubeUrl: text('youtube_url'),
    instagramUrl: text('instagram_url'),
    isPublic: boolean('is_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('artist_profiles_user_id_key').on(t.userId),
    // The directory's keyset order: public profiles by stage name, then id.
    index('artist_profiles_public_order_idx')
      .on(sql`lower(${t.stageName})`, t.id)
      .where(sql`${t.isPublic} and ${t.stageName} is not null`),
    check('artist_profiles_genres_array', sql`jsonb_typeof(${t.genres}) = 'array'`),
  ],
);

/**
 * `user_certificates (id, user_id, certificate_type, certificate_data, issued_at)`. `certificate_id` (in the data
 * and as its own column) is the public, unguessable id printed on the certificate and used by /verify. A learner has
 * at most one program_completion certificate: a unique key, so two completions at once never issue two.
 */
export const userCertificates = pgTable(
  'user_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: textRef('user_id', () => users.id),
    certificateType: text('certificate_type').notNull(),
    /** `GBF-` + issue time + random text (src/server/features/certificates/service.ts). */
    certificateId: text('certificate_id').notNull(),
    certificateData: jsonb('certificate_data').$type<CertificateData>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_certificates_certificate_id_key').on(t.certificateId),
    uniqueIndex('user_certificates_one_program_completion_key')
      .on(t.userId)
      .where(sql`${t.certificateType} = 'program_completion'`),
    index('user_certificates_user_issued_idx').on(t.userId, t.issuedAt),
  ],
);

/** `certificate_data` (§3 user_certificates), as issued. */
export interface CertificateData {
  recipient_name: string;
  program_name: string;
  /** ISO date-time the last module was completed. */
  completion_date: string;
  /** ISO date-time the learner enrolled (certificates issued before this was recorded have none). */
  enrolled_date?: string;
  /** Days from enrolment to completion, at least 1. */
  duration_days?: number;
  issued_by: string;
  certificate_id: string;
  modules_completed: number;
}
