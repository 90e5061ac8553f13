/**
 * Electronic press kits (issue "Press kits and feedback on tracks" item 1): one per learner, assembled from the
 * directory profile and the worksheet answers the course marks as press-kit material, edited by the learner,
 * published at `/epk/{slug}` or kept private.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { textRef, timestamps, uuidRef } from './columns';
import { users } from './auth';
import { tracks } from './tracks';

/** One link of a press kit. */
export interface PressKitLink {
  label: string;
  url: string;
}

/** `press_kits`: the learner's press kit. */
export const pressKits = pgTable(
  'press_kits',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address `/epk/{slug}`: random and unguessable until the learner chooses one; unique. */
    slug: text('slug').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    stageName: text('stage_name').notNull().default(''),
    shortBio: text('short_bio').notNull().default(''),
    longBio: text('long_bio').notNull().default(''),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    location: text('location').notNull().default(''),
    links: jsonb('links').$type<PressKitLink[]>().notNull().default([]),
    /** The upcoming release and its plan (prefilled from the month 6 release-plan prompt). */
    releasePlan: text('release_plan').notNull().default(''),
    achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
    /** Show the verified program certificate, when the learner has one. */
    showCertificate: boolean('show_certificate').notNull().default(true),
    /** Where the photo's resized copies are in storage (`{photoKey}-{width}.webp`); null without a photo. */
    photoKey: text('photo_key'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('press_kits_slug_key').on(t.slug),
    // The agents' Artists page: published kits by stage name.
    index('press_kits_published_order_idx')
      .on(sql`lower(${t.stageName})`, t.userId)
      .where(sql`${t.isPublished}`),
    check('press_kits_genres_array', sql`jsonb_typeof(${t.genres}) = 'array'`),
    check('press_kits_links_array', sql`jsonb_typeof(${t.links}) = 'array'`),
    check('press_kits_achievements_array', sql`jsonb_typeof(${t.achievements}) = 'array'`),
  ],
);

/** `press_kit_tracks`: the tracks a press kit features, in the learner's order. */
export const pressKitTracks = pgTable(
  'press_kit_tracks',
  {
    userId: textRef('user_id', () => pressKits.userId),
    trackId: uuidRef('track_id', () => tracks.id),
    /** 0 for the first featured track. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trackId] }),
    index('press_kit_tracks_track_idx').on(t.trackId),
    check('press_kit_tracks_position_range', sql`${t.position} >= 0`),
  ],
);
