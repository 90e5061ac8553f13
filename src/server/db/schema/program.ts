/**
 * The members program (training-program.md §3 "Members program"): profiles, the six program modules with their
 * quizzes and questions (loaded from the same lesson files as the learning area at start-up,
 * src/server/features/program/content.ts), each learner's module progress, notes and quiz attempts, and the
 * milestone catalogue with the milestones each learner earned.
 *
 * Content rows carry a `key` from their file, so reloading the content updates rows in place and never touches a
 * learner's progress, notes, attempts or milestones.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * `program_modules (id, month_number, title, description, introduction_content, video_url, worksheet_url)`, plus
 * the lesson and the month's worksheet prompts.
 *
 * `video_url`, `captions_url` and `worksheet_url` name where the file is, never a public address: `content/<file>`
 * for a file of the content folder, `<bucket>/<file>` for an uploaded one. The learner's browser gets the
 * program's own guarded routes instead (src/server/features/program/routes.ts).
 */
export const programModules = pgTable(
  'program_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key from the content file (the learning module's key). */
    key: text('key').notNull(),
    monthNumber: integer('month_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    introductionContent: text('introduction_content').notNull(),
    /** The lesson, Markdown. */
    content: text('content').notNull(),
    /** The month's worksheet prompts, in order. */
    worksheetPrompts: jsonb('worksheet_prompts').$type<string[]>().notNull(),
    videoUrl: text('video_url'),
    captionsUrl: text('captions_url'),
    worksheetUrl: text('worksheet_url'),
    /** False once its file is gone from the content folder: kept for learners' history, no longer listed. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('program_modules_key_key').on(t.key),
    index('program_modules_month_idx').on(t.monthNumber),
    check('program_modules_month_range', sql`${t.monthNumber} between 1 and 6`),
  ],
);

/**
 * `user_module_progress (user_id, module_id, started_at, completed_at, progress_percentage, worksheet_downloaded,
 * quiz_completed, notes)`: one row per learner and module, plus Mark as Watched and where the player was.
 */
export const userModuleProgress = pgTable(
  'user_module_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => programModules.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Percent, 0-100; never goes down. */
    progressPercentage: integer('progress_percentage').notNull().default(0),
    worksheetDownloaded: boolean('worksheet_downloaded').notNull().default(false),
    /** Mark as Watched was pressed. */
    videoWatched: boolean('video_watched').notNull().default(false),
    quizCompleted: boolean('quiz_completed').notNull().default(false),
    notes: text('notes').notNull().default(''),
    notesSavedAt: timestamp('notes_saved_at', { withTimezone: true }),
    /** Where playback was last, in seconds: the player resumes there. */
    videoPositionSeconds: real('video_position_seconds').notNull().default(0),
  },
  (t) => [
    uniqueIndex('user_module_progress_user_module_key').on(t.userId, t.moduleId),
    index('user_module_progress_module_idx').on(t.moduleId),
    check('user_module_progress_percentage_range', sql`${t.progressPercentage} between 0 and 100`),
    check(
      'user_module_progress_completed_consistent',
      sql`${t.completedAt} is null or (${t.progressPercentage} = 100 and ${t.startedAt} is not null)`,
    ),
    check(
      'user_module_progress_started_consistent',
      sql`(${t.startedAt} is null) = (${t.progressPercentage} = 0)`,
    ),
    check('user_module_progress_position_non_negative', sql`${t.videoPositionSeconds} >= 0`),
  ],
);

/** `program_quizzes (id, module_id, title, description, passing_score, max_attempts)`: at most one per module. */
export const programQuizzes = pgTable(
  'program_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => programModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Percent, 0-100 (§9 default 70). */
    passingScore: integer('passing_score').notNull().default(70),
    /** §9 default 3. */
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** `content` for a quiz from the lesson file, `admin` for one made in the admin area. */
    source: text('source', { enum: ['content', 'admin'] }).notNull(),
  },
  (t) => [
    uniqueIndex('program_quizzes_module_id_key').on(t.moduleId),
    check('program_quizzes_passing_score_range', sql`${t.passingScore} between 0 and 100`),
    check('program_quizzes_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
    check('program_quizzes_source_known', sql`${t.source} in ('content', 'admin')`),
  ],
);

/**
 * `program_quiz_questions (id, quiz_id, question, question_type, options, correct_answer, points, order_index)`.
 * Questions from the content file carry its key; questions added in the admin area have none (null) and are never
 * touched by a content reload.
 */
export const programQuizQuestions = pgTable(
  'program_quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => programQuizzes.id, { onDelete: 'cascade' }),
    key: text('key'),
    question: text('question').notNull(),
    questionType: text('question_type', { enum: ['multiple_choice'] })
      .notNull()
      .default('multiple_choice'),
    /** The four options' texts, in order. */
    options: jsonb('options').$type<string[]>().notNull(),
    /** The right option's text. Never sent to the browser. */
    correctAnswer: text('correct_answer').notNull(),
    points: integer('points').notNull().default(1),
    orderIndex: integer('order_index').notNull(),
    /** False once a content question is gone from its file. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('program_quiz_questions_quiz_key_key').on(t.quizId, t.key),
    index('program_quiz_questions_quiz_order_idx').on(t.quizId, t.orderIndex),
    check('program_quiz_questions_points_positive', sql`${t.points} >= 1`),
    check('program_quiz_questions_type_known', sql`${t.questionType} = 'multiple_choice'`),
    check(
      'program_quiz_questions_answer_is_option',
      sql`jsonb_typeof(${t.options}) = 'array' and ${t.options} ? ${t.correctAnswer}`,
    ),
  ],
);

/**
 * `program_quiz_attempts (quiz_id, user_id, score, total_points, answers, completed_at)`, scored by the server. The
 * attempt number is unique per learner and quiz, so two submissions at once can never both take the last attempt.
 */
export const programQuizAttempts = pgTable(
  'program_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => programQuizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    /** Percent, 0-100, rounded. */
    score: integer('score').notNull(),
    earnedPoints: integer('earned_points').notNull(),
    totalPoints: integer('total_points').notNull(),
    /** Question id -> the chosen option's text. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_quiz_attempts_user_quiz_number_key').on(t.userId, t.quizId, t.attemptNumber),
    check('program_quiz_attempts_score_range', sql`${t.score} between 0 and 100`),
    check('program_quiz_attempts_points_consistent', sql`${t.earnedPoints} between 0 and ${t.totalPoints}`),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'cascade' }),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  /** ISO date-time. */
  completion_date: string;
  issued_by: string;
  certificate_id: string;
  modules_completed: number;
}
