/**
 * The one course (training-program.md §3 "Learning area" and "Members program"; docs/decisions/0009): courses and
 * their modules, quizzes and questions, module resources (loaded from `content/learning/` at start-up,
 * src/server/features/course/content.ts, plus what staff set in the admin area), and each learner's enrolment,
 * module progress facts, worksheet answers and quiz attempts. The learning area (/learning) and the members program
 * (/program-dashboard, /program-module) are two views of these rows.
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
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textRef, timestamps, uuidRef } from './columns';
import { UNLOCK_RULES } from '@shared/course/unlocking';
import type { WatchedRanges } from '@shared/course/watched-ranges';
import type { PressKitPromptMark } from '@shared/limits/press-kits';
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
    /** When modules open (src/shared/course/unlocking.ts). */
    unlockRule: text('unlock_rule', { enum: UNLOCK_RULES }).notNull().default('sequential'),
    /** Quiz attempts per round, unless a quiz sets its own `max_attempts` (docs/decisions/0009). */
    attemptsPerRound: integer('attempts_per_round').notNull().default(3),
    /** The wait after a round's last attempt before the next round opens, in hours. */
    roundWaitHours: integer('round_wait_hours').notNull().default(24),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('courses_key_key').on(t.key),
    check('courses_status_known', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('courses_duration_positive', sql`${t.durationMonths} > 0`),
    check('courses_unlock_rule_known', sql`${t.unlockRule} in ('sequential', 'open', 'schedule')`),
    check('courses_attempts_per_round_positive', sql`${t.attemptsPerRound} >= 1`),
    check('courses_round_wait_non_negative', sql`${t.roundWaitHours} >= 0`),
  ],
);

/**
 * `modules (id, course_id, title, description, month_number, week_number, video_url, content)`, with the members
 * program's `introduction_content` (`introduction`), `worksheet_url` and the month's worksheet prompts.
 *
 * `video_url`, `captions_url` and `worksheet_url` name where the file is, never a public address:
 * `content/<folder>/<file>` for a file of the content folder, `<bucket>/<file>` for one uploaded in the admin area
 * (src/server/features/course/file-refs.ts). The browser only gets the course's guarded routes.
 */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuidRef('course_id', () => courses.id),
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
    /** Where the lesson video is (a file reference); null when the module has none. */
    videoUrl: text('video_url'),
    /** Where the video's WebVTT captions are, if any. */
    captionsUrl: text('captions_url'),
    /** The video's length, in seconds: the 90 % a completion needs is of this. */
    videoSeconds: integer('video_seconds'),
    /** Where the worksheet file to download and fill is, if any. */
    worksheetUrl: text('worksheet_url'),
    /** The month's worksheet prompts, in order; the learner answers them in the app. */
    worksheetPrompts: jsonb('worksheet_prompts').$type<string[]>().notNull().default([]),
    /**
     * The worksheet prompts the module file marks as press-kit material, each with the field it feeds (issue "Press
     * kits and feedback on tracks" item 1; docs/decisions/0023); set from the files on every load.
     */
    pressKitPrompts: jsonb('press_kit_prompts').$type<PressKitPromptMark[]>().notNull().default([]),
    /** False once its file is gone from the content folder: kept for learners' history, no longer listed. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When staff last edited the title, description or introduction in /admin; a content reload then keeps those
     * three as staff left them (docs/decisions/0017).
     */
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('modules_course_key_key').on(t.courseId, t.key),
    index('modules_course_order_idx').on(t.courseId, t.monthNumber, t.weekNumber),
    check('modules_month_range', sql`${t.monthNumber} between 1 and 24`),
    check('modules_week_range', sql`${t.weekNumber} between 1 and 104`),
    check('modules_video_seconds_positive', sql`${t.videoSeconds} is null or ${t.videoSeconds} > 0`),
    check('modules_worksheet_prompts_array', sql`jsonb_typeof(${t.worksheetPrompts}) = 'array'`),
    check('modules_press_kit_prompts_array', sql`jsonb_typeof(${t.pressKitPrompts}) = 'array'`),
  ],
);

/** `Resource (id, title, description, file_type)`: a downloadable file of a module, from the content folder. */
export const moduleResources = pgTable(
  'module_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuidRef('module_id', () => modules.id),
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

/**
 * `quizzes (id, module_id, title, description, passing_score, max_attempts)`: at most one per module.
 * `max_attempts` is the attempts of one round (docs/decisions/0009).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuidRef('module_id', () => modules.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Percent, 0-100. */
    passingScore: integer('passing_score').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    /** `content` for a quiz of the lesson file, `admin` for one made in the admin area (never replaced by a reload). */
    source: text('source', { enum: ['content', 'admin'] })
      .notNull()
      .default('content'),
  },
  (t) => [
    uniqueIndex('quizzes_module_id_key').on(t.moduleId),
    check('quizzes_source_known', sql`${t.source} in ('content', 'admin')`),
    check('quizzes_passing_score_range', sql`${t.passingScore} between 0 and 100`),
    check('quizzes_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
  ],
);

/**
 * `quiz_questions (id, quiz_id, question, options, correct_answer, points, order_index)`. Questions of the content
 * file carry its key; questions added in the admin area have none (null) and a reload never touches them.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuidRef('quiz_id', () => quizzes.id),
    /** Stable key from the content file, unique within the quiz; null for a question added in the admin area. */
    key: text('key'),
    question: text('question').notNull(),
    /** Option key -> label, e.g. `{ "a": "...", "b": "..." }`. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    /** The key of the right option. Never sent to the browser before an attempt. */
    correctAnswer: text('correct_answer').notNull(),
    /** Why the right answer is right: shown once the quiz is passed or a round is used up. */
    explanation: text('explanation'),
    points: integer('points').notNull(),
    orderIndex: integer('order_index').notNull(),
    /** False once the question is gone from its content file, or retired by staff (`retired_at`). */
    isActive: boolean('is_active').notNull().default(true),
    /** When staff retired it (it had attempts, so it is kept to explain past scores); never shown again. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /**
     * When staff last edited, reordered or retired it in /admin; a content reload then leaves it as staff left it
     * (docs/decisions/0017).
     */
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
    /**
     * The version this one replaced: an edit of an answered question retires it and adds the edited question with a
     * new id (docs/decisions/0017), pointing back here, so the item analysis numbers a question's versions and
     * reports each apart (issue 37 item 3; docs/decisions/0026). Null for a first version. No foreign key: the
     * export's table order (src/server/db/table-order.ts) allows no cycle, and a version whose predecessor was deleted
     * is read as a first version.
     */
    previousVersionId: uuid('previous_version_id'),
  },
  (t) => [
    uniqueIndex('quiz_questions_quiz_key_key').on(t.quizId, t.key),
    index('quiz_questions_quiz_order_idx').on(t.quizId, t.orderIndex),
    check('quiz_questions_points_positive', sql`${t.points} >= 1`),
    check('quiz_questions_answer_is_option', sql`${t.options} ? ${t.correctAnswer}`),
  ],
);

/** `user_enrollments (user_id, course_id, enrolled_at)`: one per user and course. */
export const userEnrollments = pgTable(
  'user_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: textRef('user_id', () => users.id),
    courseId: uuidRef('course_id', () => courses.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last "we miss you" reminder was queued (at most one per 14 days). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the learner unsubscribed from reminders (the link in a reminder); none are sent after. */
    remindersOffAt: timestamp('reminders_off_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_enrollments_user_course_key').on(t.userId, t.courseId)],
);

/**
 * `user_progress` of the learning area and `user_module_progress` of the members program, as one record: what the
 * server has seen of one learner in one module (src/shared/course/progress-steps.ts `ModuleFacts`). Each view
 * derives its status and percentage from these facts; none is stored.
 */
export const moduleProgress = pgTable(
  'module_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: textRef('user_id', () => users.id),
    moduleId: uuidRef('module_id', () => modules.id),
    /** The first step of any kind. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The module page (its lesson) was opened. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Mark as Read. */
    lessonReadAt: timestamp('lesson_read_at', { withTimezone: true }),
    /** Start Video Lesson, or the first playback report. */
    videoStartedAt: timestamp('video_started_at', { withTimezone: true }),
    /** Where playback was last, in seconds: the player resumes there. */
    videoPositionSeconds: real('video_position_seconds').notNull().default(0),
    /**
     * Seconds of the video credited by real playback (never more than its length): the seconds `video_watched`
     * covers, kept beside it for every reader of the total.
     */
    videoCreditedSeconds: real('video_credited_seconds').notNull().default(0),
    /**
     * Which seconds of the video were credited: sorted, disjoint `[start, end)` ranges in seconds
     * (src/shared/course/watched-ranges.ts; issue 37 item 4; docs/decisions/0026). Migration 0017 wrote each earlier
     * total as `[[0, total]]`.
     */
    videoWatched: jsonb('video_watched').$type<WatchedRanges>().notNull().default([]),
    /** When the last playback report was credited: the next earns at most the time since. */
    videoReportedAt: timestamp('video_reported_at', { withTimezone: true }),
    /** The worksheet's Mark Complete was accepted. */
    worksheetDoneAt: timestamp('worksheet_done_at', { withTimezone: true }),
    /** The learner's filled worksheet, on the storage disk (`learner-worksheets/<file>`), if they uploaded one. */
    worksheetUploadKey: text('worksheet_upload_key'),
    /** The uploaded file's name as the learner had it. */
    worksheetUploadName: text('worksheet_upload_name'),
    /** The uploaded file's size, in bytes. */
    worksheetUploadBytes: integer('worksheet_upload_bytes'),
    /** The best score of the module's quiz, percent; null before any attempt. */
    bestQuizScore: integer('best_quiz_score'),
    quizPassedAt: timestamp('quiz_passed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    notesSavedAt: timestamp('notes_saved_at', { withTimezone: true }),
    /** The learner's last request on this module: "Continue where you left off". */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff opened the module early for this learner: open whatever the unlocking rule says. */
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /**
     * When staff last reset the learner's quiz round: attempts before it no longer count against the round (their
     * scores still count).
     */
    quizRoundResetAt: timestamp('quiz_round_reset_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('module_progress_user_module_key').on(t.userId, t.moduleId),
    index('module_progress_module_idx').on(t.moduleId),
    index('module_progress_user_touched_idx').on(t.userId, t.touchedAt),
    check(
      'module_progress_video_non_negative',
      sql`${t.videoPositionSeconds} >= 0 and ${t.videoCreditedSeconds} >= 0`,
    ),
    check('module_progress_video_watched_array', sql`jsonb_typeof(${t.videoWatched}) = 'array'`),
    check('module_progress_best_score_range', sql`${t.bestQuizScore} between 0 and 100`),
    check('module_progress_completed_started', sql`${t.completedAt} is null or ${t.startedAt} is not null`),
  ],
);

/**
 * The learner's answer to one worksheet prompt of a module, saved as they type; staff can read them, other learners
 * never.
 */
export const worksheetAnswers = pgTable(
  'worksheet_answers',
  {
    userId: textRef('user_id', () => users.id),
    moduleId: uuidRef('module_id', () => modules.id),
    /** 0 for the module's first prompt. */
    promptIndex: integer('prompt_index').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId, t.promptIndex] }),
    check('worksheet_answers_prompt_index_range', sql`${t.promptIndex} >= 0`),
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
    userId: textRef('user_id', () => users.id),
    quizId: uuidRef('quiz_id', () => quizzes.id),
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
    index('quiz_attempts_quiz_idx').on(t.quizId),
    check('quiz_attempts_score_range', sql`${t.score} between 0 and 100`),
    check('quiz_attempts_points_consistent', sql`${t.earnedPoints} between 0 and ${t.totalPoints}`),
  ],
);

/**
 * The revision of each learner's record (src/server/features/course/learner-record.ts; docs/decisions/0014): a
 * number that triggers on `user_enrollments`, `module_progress`, `worksheet_answers`, `quiz_attempts`, `profiles`
 * and `user_milestones` raise in the transaction of every row written or deleted (migration 0010), so a record read
 * at revision N is still the learner's as long as the revision is N. No foreign key: a deleted account's rows are
 * deleted by cascade, and their triggers still raise its revision.
 */
export const learnerRevisions = pgTable('learner_revisions', {
  userId: text('user_id').primaryKey(),
  revision: integer('revision').notNull().default(0),
});
