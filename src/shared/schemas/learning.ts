/**
 * Path parameters, bodies and answers of the one course's API (training-program.md §2 "Learning area" and items
 * 4-5 of "Members program area", §3, §7; docs/decisions/0009). The learning area and the members program are two
 * views of the same rows and call the same routes. The answers are declared once here: the server builds them with
 * these types and the web app reads them with these schemas. Correct answers of a quiz appear only in an attempt's
 * review, once the quiz is passed or the round is used up.
 */
import { z } from 'zod/mini';
import { COMPLETION_PARTS } from '../course/progress-steps';
import { UNLOCK_RULES } from '../course/unlocking';
import {
  PLAYBACK_RATE_MAX,
  QUIZ_MAX_QUESTIONS,
  QUIZ_OPTION_KEY_MAX,
  VIDEO_REPORT_MAX_SECONDS,
  WORKSHEET_ANSWER_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '../limits/learning';
import { learningRequestMessages as m } from '../messages/learning';
import { earnedMilestoneSchema } from './program';
import { typedText } from './text';
import { uuid } from './uuid';

/** `:courseId` of the course routes. */
export const courseParamsSchema = z.strictObject({ courseId: uuid(m.invalidCourseId) });

/** `:moduleId` of the module routes. */
export const moduleParamsSchema = z.strictObject({ moduleId: uuid(m.invalidModuleId) });

/** `:resourceId` of a resource download. */
export const moduleResourceParamsSchema = z.strictObject({ resourceId: uuid(m.invalidResourceId) });

/** `:moduleId` and `:promptIndex` (0-based) of a worksheet answer. */
export const worksheetAnswerParamsSchema = z.strictObject({
  moduleId: uuid(m.invalidModuleId),
  promptIndex: z.coerce
    .number({ error: m.invalidPrompt })
    .check(z.int(m.invalidPrompt), z.minimum(0, m.invalidPrompt), z.maximum(99, m.invalidPrompt)),
});

/**
 * The steps a learner reports (§4, both views): `started` (Start on the dashboard), `opened` (the module page),
 * `videoStarted` (Start Video Lesson), `lessonRead` (Mark as Read), `watched` (Mark as Watched: accepted only once
 * the video is credited as watched), `worksheet` (the worksheet's Mark Complete: accepted only once it is done).
 */
const LEARNER_STEPS = ['started', 'opened', 'videoStarted', 'lessonRead', 'watched', 'worksheet'] as const;
export type LearnerStep = (typeof LEARNER_STEPS)[number];

/** `POST /api/learning/modules/:moduleId/progress`: a step the learner took. */
export const progressStepBodySchema = z.strictObject({
  step: z.enum(LEARNER_STEPS, { error: m.invalidStep }),
});

const seconds = (max: number) =>
  z
    .number({ error: m.invalidSeconds })
    .check(z.minimum(0, m.invalidSeconds), z.maximum(max, m.invalidSeconds));

/**
 * `PUT /api/learning/modules/:moduleId/playback`: where the player is (`positionSeconds`), how long it has played
 * since the previous report (`playedSeconds`), both in seconds, and its playback rate (1 = normal speed).
 */
export const playbackReportSchema = z.strictObject({
  positionSeconds: seconds(24 * 3600),
  playedSeconds: seconds(VIDEO_REPORT_MAX_SECONDS),
  playbackRate: z._default(
    z
      .number({ error: m.invalidRate })
      .check(z.positive(m.invalidRate), z.maximum(PLAYBACK_RATE_MAX, m.invalidRate)),
    1,
  ),
});
export type PlaybackReport = z.output<typeof playbackReportSchema>;

/**
 * `PUT /api/learning/modules/:moduleId/notes`: the whole notes text (may be empty); control characters other than
 * tab and line breaks are refused, as in every text field ({@link typedText}).
 */
export const notesBodySchema = z.strictObject({
  notes: typedText({
    max: NOTES_MAX_LENGTH,
    required: m.notesRequired,
    tooLong: m.notesTooLong(NOTES_MAX_LENGTH),
  }),
});

/**
 * `PUT /api/learning/modules/:moduleId/worksheet/answers/:promptIndex`: the answer so far (may be empty); control
 * characters other than tab and line breaks are refused ({@link typedText}), so an answer a press kit is
 * pre-filled from holds nothing the press kit refuses (issue 33 item 6).
 */
export const worksheetAnswerBodySchema = z.strictObject({
  answer: typedText({
    max: WORKSHEET_ANSWER_MAX_LENGTH,
    required: m.answerRequired,
    tooLong: m.answerTooLong(WORKSHEET_ANSWER_MAX_LENGTH),
  }),
});

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
const courseSummarySchema = z.object({
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
const workshopSchema = z.object({
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

/** Module status (§4), as the learning area shows it: locked -> available -> completed. */
const MODULE_STATUSES = ['locked', 'available', 'completed'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

const isoOrNull = z.nullable(z.string());

/** What the server has seen of the caller in a module (src/shared/course/progress-steps.ts `ModuleFacts`). */
export const moduleFactsSchema = z.object({
  startedAt: isoOrNull,
  openedAt: isoOrNull,
  lessonReadAt: isoOrNull,
  videoStartedAt: isoOrNull,
  videoCreditedSeconds: z.number(),
  worksheetDoneAt: isoOrNull,
  bestQuizScore: z.nullable(z.number()),
  quizPassedAt: isoOrNull,
  completedAt: isoOrNull,
});

/** The parts a module has (src/shared/course/progress-steps.ts `ModuleParts`). */
const modulePartsSchema = z.object({
  /** The video's length in seconds; null without a video. */
  videoSeconds: z.nullable(z.number()),
  hasWorksheet: z.boolean(),
  hasQuiz: z.boolean(),
});

/** Why a module is locked (src/shared/course/unlocking.ts `ModuleLock`). */
export const moduleLockSchema = z.union([
  z.object({ reason: z.literal('previous'), afterModuleNumber: z.number() }),
  z.object({ reason: z.literal('schedule'), opensAt: z.string() }),
]);

/** A module card of the enrolled views (both dashboards). */
const moduleCardSchema = z.object({
  id: z.string(),
  /** 1-based position in the course. */
  number: z.number(),
  title: z.string(),
  description: z.string(),
  /** The members program's intro text. */
  introduction: z.string(),
  monthNumber: z.number(),
  weekNumber: z.number(),
  /** Estimated study time, in hours. */
  hours: z.number(),
  hasContent: z.boolean(),
  resourceCount: z.number(),
  parts: modulePartsSchema,
  status: z.enum(MODULE_STATUSES),
  /** Null unless locked. */
  lock: z.nullable(moduleLockSchema),
  facts: moduleFactsSchema,
});
export type ModuleCard = z.output<typeof moduleCardSchema>;

/**
 * `GET /api/learning/courses/:courseId` and `GET /api/learning/program` (the program's course, for the members
 * dashboard): the course, the caller's enrolment and, once enrolled, its modules with the caller's facts. Each view
 * derives its percentages from the facts.
 */
export const courseViewSchema = z.object({
  course: z.extend(courseSummarySchema, { unlockRule: z.enum(UNLOCK_RULES) }),
  /** ISO date-time of the caller's enrolment; null when not enrolled. */
  enrolledAt: isoOrNull,
  /** Empty until enrolled. */
  modules: z.array(moduleCardSchema),
  /** The module the caller touched last ("Continue where you left off"); null before any. */
  lastModuleId: isoOrNull,
});
export type CourseView = z.output<typeof courseViewSchema>;

/** `POST /api/learning/courses/:courseId/enrollment` (201). */
export const enrollmentSchema = z.object({ courseId: z.string(), enrolledAt: z.string() });
export type Enrollment = z.output<typeof enrollmentSchema>;

/** A downloadable resource of a module. */
const moduleResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fileType: z.string(),
  url: z.string(),
});
export type ModuleResource = z.output<typeof moduleResourceSchema>;

/** The quiz card's facts for the caller: attempts per round, made, left and when the next round opens. */
const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  passingScore: z.number(),
  /** Attempts of one round. */
  maxAttempts: z.number(),
  questionCount: z.number(),
  attemptsMade: z.number(),
  /** Attempts left in this round (0 while waiting for the next). */
  attemptsLeft: z.number(),
  /** ISO date-time the next round opens; null unless waiting. */
  retryAt: isoOrNull,
  lastScore: z.nullable(z.number()),
  bestScore: z.nullable(z.number()),
  passed: z.boolean(),
});
export type QuizSummary = z.output<typeof quizSummarySchema>;

/** The learner's uploaded worksheet file. */
const worksheetUploadSchema = z.object({ name: z.string(), bytes: z.number(), url: z.string() });

/** The module's worksheet: its prompts, the caller's answers (one per prompt, '' when none), its files. */
const moduleWorksheetSchema = z.object({
  prompts: z.array(z.string()),
  answers: z.array(z.string()),
  /** The blank worksheet to download; null when the module has none. */
  fileUrl: isoOrNull,
  upload: z.nullable(worksheetUploadSchema),
});
export type ModuleWorksheet = z.output<typeof moduleWorksheetSchema>;

/** `GET /api/learning/modules/:moduleId`: the module page of either view, in one request. */
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
  totalModules: z.number(),
  /** The next module in course order, if any. */
  nextModuleId: isoOrNull,
  parts: modulePartsSchema,
  facts: moduleFactsSchema,
  video: z.nullable(
    z.object({
      url: z.string(),
      captionsUrl: isoOrNull,
      durationSeconds: z.number(),
      positionSeconds: z.number(),
    }),
  ),
  worksheet: z.nullable(moduleWorksheetSchema),
  resources: z.array(moduleResourceSchema),
  quiz: z.nullable(quizSummarySchema),
  notes: z.object({ text: z.string(), savedAt: isoOrNull }),
  /** What completion still needs; empty when the module may complete (or has). */
  missing: z.array(z.enum(COMPLETION_PARTS)),
});
export type ModuleView = z.output<typeof moduleViewSchema>;

/** `POST .../progress`, `PUT .../worksheet/answers/:promptIndex`: the caller's facts and what completion needs. */
export const moduleStateSchema = z.object({
  facts: moduleFactsSchema,
  missing: z.array(z.enum(COMPLETION_PARTS)),
});
export type ModuleState = z.output<typeof moduleStateSchema>;

/** `PUT /api/learning/modules/:moduleId/playback`: where the player is saved and the seconds credited. */
export const playbackAnswerSchema = z.object({
  positionSeconds: z.number(),
  creditedSeconds: z.number(),
  facts: moduleFactsSchema,
  missing: z.array(z.enum(COMPLETION_PARTS)),
});
export type PlaybackAnswer = z.output<typeof playbackAnswerSchema>;

/** `PUT /api/learning/modules/:moduleId/notes`. */
export const notesAnswerSchema = z.object({ notes: z.string(), notesSavedAt: z.string() });
export type NotesAnswer = z.output<typeof notesAnswerSchema>;

/** A question as the learner sees it: options by key, never the correct key. */
const quizQuestionSchema = z.object({
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

/** One question's right answer and why, shown once the quiz is passed or the round is used up. */
const quizReviewItemSchema = z.object({
  questionId: z.string(),
  correctAnswer: z.string(),
  explanation: isoOrNull,
});

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
  /** The right answers and explanations, once the quiz is passed or the round is used up; else null. */
  review: z.nullable(z.array(quizReviewItemSchema)),
  quiz: quizSummarySchema,
  facts: moduleFactsSchema,
  missing: z.array(z.enum(COMPLETION_PARTS)),
  /** Milestones this attempt earned. */
  awarded: z.array(earnedMilestoneSchema),
});
export type QuizAttemptAnswer = z.output<typeof quizAttemptAnswerSchema>;

/** What a completion did about the program completion certificate. */
const CERTIFICATE_OUTCOMES = ['none', 'issued', 'name_required'] as const;

/**
 * `POST /api/learning/modules/:moduleId/complete`: the module's facts, the module it unlocked, the milestones it
 * earned, and the certificate: issued by this completion, or waiting for the learner's name (§4 "Certificate").
 */
export const completionAnswerSchema = z.object({
  facts: moduleFactsSchema,
  unlockedModuleId: isoOrNull,
  awarded: z.array(earnedMilestoneSchema),
  certificate: z.enum(CERTIFICATE_OUTCOMES),
});
export type CompletionAnswer = z.output<typeof completionAnswerSchema>;
