/**
 * The learning area (training-program.md §3 "Learning area"): courses and their modules, quizzes and questions,
 * module resources (loaded from `content/learning/` at start-up, src/server/features/learning/content.ts), and
 * each learner's enrolments, progress and quiz attempts.
 *
 * Content rows carry a `key` from their file, so reloading the content updates rows in place and never touches a
 * learner's progress (their ids stay the same).
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
import { users } from './auth';

/**
 * What content was last written to the database, per content folder: a fingerprint of its files, so a start with
 * unchanged files skips reading and writing them (features/learning/content.ts).
 */
export const contentLoads = pgTable('content_loads', {
  /** The content folder's name, e.g. `learning`. */
  source: text('source').primaryKey(),
  /** SHA-256 of the files' names and bytes, hex. */
  fingerprint: text('fingerprint').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `courses (id, title, description, duration_months, status)`; only `published` ones are listed (§2). */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key from the content file, e.g. `music-industry-essentials`. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    durationMonths: integer('duration_months').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_key_key').on(t.key),
    check('courses_status_known', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('courses_duration_positive', sql`${t.durationMonths} > 0`),
  ],
);

/** `modules (id, course_id, title, description, month_number, week_number, video_url, content)`. */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Stable key from the content file, unique within the course. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** A short welcome shown above the lesson. */
    introduction: text('introduction').notNull(),
    monthNumber: integer('month_number').notNull(),
    weekNumber: integer('week_number').notNull(),
    /** Estimated study time, in hours (§9: 3-5). */
    hours: integer('hours').notNull(),
    /** The lesson, Markdown. */
    content: text('content').notNull(),
    /** File name of the lesson video under the content media folder; null when the module has none. */
    videoFile: text('video_file'),
    /** File name of the video's WebVTT captions, if any. */
    captionsFile: text('captions_file'),
    /** The video's length, in seconds. */
    videoSeconds: integer('video_seconds'),
    /** False once its file is gone from the content folder: kept for learners' history, no longer listed. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('modules_course_key_key').on(t.courseId, t.key),
    index('modules_course_order_idx').on(t.courseId, t.monthNumber, t.weekNumber),
    check('modules_month_range', sql`${t.monthNumber} between 1 and 24`),
    check('modules_week_range', sql`${t.weekNumber} between 1 and 104`),
    check('modules_video_seconds_positive', sql`${t.videoSeconds} is null or ${t.videoSeconds} > 0`),
  ],
);

/** `Resource (id, title, description, file_type)`: a downloadable file of a module, from the content folder. */
export const moduleResources = pgTable(
  'module_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The file's extension in capitals, e.g. `CSV`, `PDF`. */
    fileType: text('file_type').notNull(),
    /** File name under the content resources folder (also the download's name). */
    fileName: text('file_name').notNull(),
    orderIndex: integer('order_index').notNull(),
  },
  (t) => [uniqueIndex('module_resources_module_file_key').on(t.moduleId, t.fileName)],
);

/** `quizzes (id, module_id, title, description, passing_score, max_attempts)`: at most one per module. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Percent, 0-100. */
    passingScore: integer('passing_score').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
  },
  (t) => [
    uniqueIndex('quizzes_module_id_key').on(t.moduleId),
    check('quizzes_passing_score_range', sql`${t.passingScore} between 0 and 100`),
    check('quizzes_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
  ],
);

/** `quiz_questions (id, quiz_id, question, options, correct_answer, points, order_index)`. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** Stable key from the content file, unique within the quiz. */
    key: text('key').notNull(),
    question: text('question').notNull(),
    /** Option key -> label, e.g. `{ "a": "...", "b": "..." }`. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    /** The key of the right option. Never sent to the browser before an attempt. */
    correctAnswer: text('correct_answer').notNull(),
    points: integer('points').notNull(),
    orderIndex: integer('order_index').notNull(),
    /** False once the question is gone from its content file. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('quiz_questions_quiz_key_key').on(t.quizId, t.key),
    index('quiz_questions_quiz_order_idx').on(t.quizId, t.orderIndex),
    check('quiz_questions_points_positive', sql`${t.points} >= 1`),
  ],
);

/** `user_enrollments (user_id, course_id, enrolled_at)`: one per user and course. */
export const userEnrollments = pgTable(
  'user_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_enrollments_user_course_key').on(t.userId, t.courseId)],
);

/**
 * `user_progress (module_id, user_id, status, progress_percentage, started_at, completed_at)`: one row per user
 * and module, plus where the learner is in the video and how many seconds of it they have actually watched.
 */
export const userProgress = pgTable(
  'user_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['locked', 'available', 'completed'] }).notNull(),
    /** Percent, 0-100; never goes down. */
    progressPercentage: integer('progress_percentage').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the learner pressed Mark as Read. */
    lessonReadAt: timestamp('lesson_read_at', { withTimezone: true }),
    /** Where playback was last, in seconds: the player resumes there. */
    videoPositionSeconds: real('video_position_seconds').notNull().default(0),
    /** Seconds of the video actually played, as credited by the server (never more than the video's length). */
    videoWatchedSeconds: real('video_watched_seconds').notNull().default(0),
    /** When the last playback report was credited: the next one is credited at most the time elapsed since. */
    videoReportedAt: timestamp('video_reported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_progress_user_module_key').on(t.userId, t.moduleId),
    index('user_progress_module_idx').on(t.moduleId),
    check('user_progress_status_known', sql`${t.status} in ('locked', 'available', 'completed')`),
    check('user_progress_percentage_range', sql`${t.progressPercentage} between 0 and 100`),
    check(
      'user_progress_completed_consistent',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null and ${t.progressPercentage} = 100)`,
    ),
    check(
      'user_progress_video_non_negative',
      sql`${t.videoPositionSeconds} >= 0 and ${t.videoWatchedSeconds} >= 0`,
    ),
  ],
);

/**
 * `quiz_attempts (user_id, quiz_id, score, total_points, answers)`: every attempt, scored by the server. The
 * attempt number is unique per user and quiz, so two submissions at once can never both take the last attempt.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** 1 for the learner's first attempt at this quiz, then 2, 3, ... */
    attemptNumber: integer('attempt_number').notNull(),
    /** Percent, 0-100, rounded. */
    score: integer('score').notNull(),
    earnedPoints: integer('earned_points').notNull(),
    totalPoints: integer('total_points').notNull(),
    passed: boolean('passed').notNull(),
    /** Question id -> chosen option key. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_user_quiz_number_key').on(t.userId, t.quizId, t.attemptNumber),
    check('quiz_attempts_score_range', sql`${t.score} between 0 and 100`),
    check('quiz_attempts_points_consistent', sql`${t.earnedPoints} between 0 and ${t.totalPoints}`),
  ],
);
