/**
 * Tracks, their versions and the feedback pinned to moments of a version (issue "Press kits and feedback on
 * tracks" items 2, 3, 5): a learner's music, uploaded as versions that are never overwritten, with comments at a
 * time position of one version, each with a thread of replies, resolved by the learner. Deleting a track deletes its
 * versions and comments (and the stored files, by the service); deleting an account deletes its tracks and the
 * feedback it wrote.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './auth';

/** `tracks (id, user_id, title, notes, allow_peer_feedback, feedback_notified_at, created_at, updated_at)`. */
export const tracks = pgTable(
  'tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The learner the track belongs to. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    /** The learner lets other learners of the program listen and comment. */
    allowPeerFeedback: boolean('allow_peer_feedback').notNull().default(false),
    /** When the learner was last emailed about new feedback on this track (at most once per hour). */
    feedbackNotifiedAt: timestamp('feedback_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracks_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * `track_versions`: one uploaded file of a track, numbered from 1 in upload order; never replaced. The waveform's
 * peaks are computed once on upload.
 */
export const trackVersions = pgTable(
  'track_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** 1 for the first upload; unique per track, so two uploads at once never share a number. */
    versionNumber: integer('version_number').notNull(),
    /** Where the file is in storage (never a public address). */
    fileKey: text('file_key').notNull(),
    /** The name the file had on the learner's computer. */
    fileName: text('file_name').notNull(),
    /** The content type read from the file's content, not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Length of the audio, in ms. */
    durationMs: integer('duration_ms').notNull(),
    /** Waveform peaks, each 0..1, evenly spaced over the duration. */
    peaks: jsonb('peaks').$type<number[]>().notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('track_versions_track_number_key').on(t.trackId, t.versionNumber),
    check('track_versions_number_positive', sql`${t.versionNumber} >= 1`),
    check('track_versions_duration_positive', sql`${t.durationMs} > 0`),
    check('track_versions_peaks_array', sql`jsonb_typeof(${t.peaks}) = 'array'`),
  ],
);

/**
 * `track_comments`: feedback at a time position of a version, resolved by the learner. Replies are in
 * `track_comment_replies`.
 */
export const trackComments = pgTable(
  'track_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => trackVersions.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Time position in the version, in ms, at most its duration. */
    positionMs: integer('position_ms').notNull(),
    body: text('body').notNull(),
    /** Set when the learner marks the comment resolved. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('track_comments_version_position_idx').on(t.versionId, t.positionMs, t.createdAt),
    index('track_comments_author_idx').on(t.authorId),
    check('track_comments_position_range', sql`${t.positionMs} >= 0`),
  ],
);

/** `track_comment_replies`: the thread under a comment, oldest first. */
export const trackCommentReplies = pgTable(
  'track_comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => trackComments.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('track_comment_replies_comment_idx').on(t.commentId, t.createdAt),
    index('track_comment_replies_author_idx').on(t.authorId),
  ],
);
