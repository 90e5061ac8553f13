/**
 * Path parameters, bodies and answers of the learning-area API (training-program.md §2 "Learning area", §3, §7
 * "Learning area"). The answers are declared once here: the server builds them with these types and the web app
 * reads them with these schemas. Correct answers of a quiz appear in no answer schema.
 */
import { z } from 'zod/mini';
import { LEARNER_REPORTED_STEPS } from '../learning/progress-steps';
import { QUIZ_MAX_QUESTIONS, QUIZ_OPTION_KEY_MAX, VIDEO_REPORT_MAX_SECONDS } from '../limits/learning';
import { learningRequestMessages as m } from '../messages/learning';
import { uuid } from './uuid';

/** `:courseId` of the course routes. */
export const courseParamsSchema = z.strictObject({ courseId: uuid(m.invalidCourseId) });

/** `:moduleId` of the module routes. */
export const moduleParamsSchema = z.strictObject({ moduleId: uuid(m.invalidModuleId) });

/** `:resourceId` of a resource download. */
export const moduleResourceParamsSchema = z.strictObject({ resourceId: uuid(m.invalidResourceId) });

/** `POST /api/learning/modules/:moduleId/progress`: a step the learner took. */
export const progressStepBodySchema = z.strictObject({
  step: z.enum(LEARNER_REPORTED_STEPS, { error: m.invalidStep }),
});
export type ProgressStepBody = z.output<typeof progressStepBodySchema>;

const seconds = (max: number) =>
  z
    .number({ error: m.invalidSeconds })
    .check(z.minimum(0, m.invalidSeconds), z.maximum(max, m.invalidSeconds));

/**
 * `PUT /api/learning/modules/:moduleId/playback`: where the player is (`positionSeconds`) and how long it has
 * played since the previous report (`playedSeconds`), both in seconds.
 */
export const playbackReportSchema = z.strictObject({
  positionSeconds: seconds(24 * 3600),
  playedSeconds: seconds(VIDEO_REPORT_MAX_SECONDS),
});
export type PlaybackReport = z.output<typeof playbackReportSchema>;

/** `POST /api/learning/modules/:moduleId/quiz/attempts`: question id -> chosen option key, one per question. */
export const quizAttemptBodySchema = z.strictObject({
  answers: z
    .record(
      uuid(m.unknownQuestion),
      z.string({ error: m.invalidAnswer }).check(z.maxLength(QUIZ_OPTION_KEY_MAX, m.invalidAnswer)),
      {
        error: m.answersRequired,
      },
    )
    .check(z.refine((answers) => Object.keys(answers).length <= QUIZ_MAX_QUESTIONS, m.tooManyAnswers)),
});
export type QuizAttemptBody = z.output<typeof quizAttemptBodySchema>;

/** A course as listed (§3 "Course"). */
export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationMonths: z.number(),
  moduleCount: z.number(),
});
export type CourseSummary = z.output<typeof courseSummarySchema>;

/** `GET /api/courses`: the published courses, oldest first (the first is selected, §2). */
export const courseListSchema = z.object({ courses: z.array(courseSummarySchema) });
export type CourseList = z.output<typeof courseListSchema>;

/** A live workshop (from `content/learning/workshops.yaml`). */
export const workshopSchema = z.object({
  /** ISO date-time. */
  date: z.string(),
  title: z.string(),
  host: z.string(),
  description: z.string(),
  /** The external booking page. */
  bookingUrl: z.string(),
});
export type Workshop = z.output<typeof workshopSchema>;

/** `GET /api/workshops`: upcoming workshops, soonest first. */
export const workshopListSchema = z.object({ workshops: z.array(workshopSchema) });
export type WorkshopList = z.output<typeof workshopListSchema>;

/** Module status (§4): locked -> available -> completed. */
export const MODULE_STATUSES = ['locked', 'available', 'completed'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** A module card of the enrolled view. */
export const moduleCardSchema = z.object({
  id: z.string(),
  /** 1-based position in the course. */
  number: z.number(),
  title: z.string(),
  description: z.string(),
  monthNumber: z.number(),
  weekNumber: z.number(),
  /** Estimated study time, in hours. */
  hours: z.number(),
  hasVideo: z.boolean(),
  resourceCount: z.number(),
  status: z.enum(MODULE_STATUSES),
  /** Percent, 0-100. */
  progressPercentage: z.number(),
  /** For a locked module: the number of the module whose completion unlocks it (docs/decisions/0009). */
  unlocksAfterModule: z.nullable(z.number()),
});
export type ModuleCard = z.output<typeof moduleCardSchema>;

/** Progress summary: completed modules over all, as a rounded percent. */
export const courseProgressSchema = z.object({
  completedModules: z.number(),
  totalModules: z.number(),
  /** Percent, 0-100. */
  percentage: z.number(),
});
export type CourseProgress = z.output<typeof courseProgressSchema>;

/** `GET /api/learning/courses/:courseId`: the course, the caller's enrolment and, once enrolled, its modules. */
export const courseViewSchema = z.object({
  course: courseSummarySchema,
  /** ISO date-time of the caller's enrolment; null when not enrolled. */
  enrolledAt: z.nullable(z.string()),
  /** Empty until enrolled. */
  modules: z.array(moduleCardSchema),
  progress: z.nullable(courseProgressSchema),
});
export type CourseView = z.output<typeof courseViewSchema>;

/** `POST /api/learning/courses/:courseId/enrollment` (201). */
export const enrollmentSchema = z.object({ courseId: z.string(), enrolledAt: z.string() });
export type Enrollment = z.output<typeof enrollmentSchema>;

/** The caller's progress in one module. */
export const moduleProgressSchema = z.object({
  status: z.enum(MODULE_STATUSES),
  progressPercentage: z.number(),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type ModuleProgress = z.output<typeof moduleProgressSchema>;

/** The lesson video and where the caller is in it (seconds). */
export const moduleVideoSchema = z.object({
  url: z.string(),
  captionsUrl: z.nullable(z.string()),
  durationSeconds: z.number(),
  positionSeconds: z.number(),
  watchedSeconds: z.number(),
});
export type ModuleVideo = z.output<typeof moduleVideoSchema>;

/** A downloadable file of a module. */
export const moduleResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fileType: z.string(),
  url: z.string(),
});
export type ModuleResource = z.output<typeof moduleResourceSchema>;

/** A quiz as the card shows it before any question is asked: no questions, no answers. */
export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  passingScore: z.number(),
  maxAttempts: z.number(),
  questionCount: z.number(),
  attemptsMade: z.number(),
  attemptsLeft: z.number(),
  /** ISO date-time a new round of attempts opens; null unless all attempts are used (docs/decisions/0009). */
  retryAt: z.nullable(z.string()),
  /** Percent; null before the first attempt. */
  lastScore: z.nullable(z.number()),
  bestScore: z.nullable(z.number()),
  passed: z.boolean(),
});
export type QuizSummary = z.output<typeof quizSummarySchema>;

/** `GET /api/learning/modules/:moduleId`. */
export const moduleViewSchema = z.object({
  module: z.object({
    id: z.string(),
    courseId: z.string(),
    number: z.number(),
    title: z.string(),
    description: z.string(),
    introduction: z.string(),
    monthNumber: z.number(),
    weekNumber: z.number(),
    hours: z.number(),
    /** The lesson, Markdown. */
    content: z.string(),
  }),
  progress: moduleProgressSchema,
  lessonRead: z.boolean(),
  video: z.nullable(moduleVideoSchema),
  resources: z.array(moduleResourceSchema),
  quiz: z.nullable(quizSummarySchema),
  /** Complete Module is allowed: not completed yet, and no failing quiz score without a pass (§5). */
  canComplete: z.boolean(),
});
export type ModuleView = z.output<typeof moduleViewSchema>;

/** `POST /api/learning/modules/:moduleId/progress`. */
export const progressAnswerSchema = z.object({ progress: moduleProgressSchema, lessonRead: z.boolean() });
export type ProgressAnswer = z.output<typeof progressAnswerSchema>;

/** `PUT /api/learning/modules/:moduleId/playback`: what the server credited, in seconds. */
export const playbackAnswerSchema = z.object({ positionSeconds: z.number(), watchedSeconds: z.number() });
export type PlaybackAnswer = z.output<typeof playbackAnswerSchema>;

/** A question as the learner sees it: options by key, never the correct key. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** `[key, label]` pairs in order. */
  options: z.array(z.object({ key: z.string(), label: z.string() })),
  points: z.number(),
});
export type QuizQuestion = z.output<typeof quizQuestionSchema>;

/** `GET /api/learning/modules/:moduleId/quiz/questions`. */
export const quizQuestionListSchema = z.object({ questions: z.array(quizQuestionSchema) });
export type QuizQuestionList = z.output<typeof quizQuestionListSchema>;

/** `POST /api/learning/modules/:moduleId/quiz/attempts` (201): the scored attempt and what changed. */
export const quizAttemptAnswerSchema = z.object({
  attempt: z.object({
    attemptNumber: z.number(),
    score: z.number(),
    earnedPoints: z.number(),
    totalPoints: z.number(),
    passed: z.boolean(),
    /** Question id -> answered right. */
    correct: z.record(z.string(), z.boolean()),
  }),
  quiz: quizSummarySchema,
  progress: moduleProgressSchema,
  canComplete: z.boolean(),
});
export type QuizAttemptAnswer = z.output<typeof quizAttemptAnswerSchema>;

/** `POST /api/learning/modules/:moduleId/complete`: the module's progress and the module it unlocked, if any. */
export const completionAnswerSchema = z.object({
  progress: moduleProgressSchema,
  unlockedModuleId: z.nullable(z.string()),
});
export type CompletionAnswer = z.output<typeof completionAnswerSchema>;
