/**
 * Path parameters, bodies and answers of the members-program API (training-program.md §2 items 4-5, §3 profiles,
 * program_modules, user_module_progress, program_quizzes, program_quiz_questions, program_quiz_attempts, milestones,
 * user_milestones; §7 "Members program"). The answers are declared once here: the server builds them with these
 * types and the web app reads them with these schemas. No answer carries a quiz's correct answers.
 */
import { z } from 'zod/mini';
import { QUIZ_MAX_QUESTIONS } from '../limits/learning';
import { PROGRAM_NOTES_MAX_LENGTH } from '../limits/program';
import { programRequestMessages as m } from '../messages/program';
import { BADGE_COLORS, BADGE_ICONS } from '../program/milestone-rules';
import { PROGRAM_REPORTED_STEPS } from '../program/progress-steps';
import { storableText } from './text';
import { uuid } from './uuid';

/** `:moduleId` of the program module routes. */
export const programModuleParamsSchema = z.strictObject({ moduleId: uuid(m.invalidModuleId) });

/** `POST /api/program/modules/:moduleId/progress`: a step the learner took (§4). */
export const programProgressBodySchema = z.strictObject({
  step: z.enum(PROGRAM_REPORTED_STEPS, { error: m.invalidStep }),
});
export type ProgramProgressBody = z.output<typeof programProgressBodySchema>;

/** `PUT /api/program/modules/:moduleId/notes`: the whole notes text (may be empty). */
export const programNotesBodySchema = z.strictObject({
  notes: z
    .string({ error: m.notesRequired })
    .check(z.maxLength(PROGRAM_NOTES_MAX_LENGTH, m.notesTooLong(PROGRAM_NOTES_MAX_LENGTH)), storableText()),
});
export type ProgramNotesBody = z.output<typeof programNotesBodySchema>;

/**
 * `POST /api/program/modules/:moduleId/quiz/attempts`: question id -> the chosen option's text (§3
 * program_quiz_attempts.answers), one per question.
 */
export const programQuizAttemptBodySchema = z.strictObject({
  answers: z
    .record(
      uuid(m.unknownQuestion),
      z
        .string({ error: m.invalidAnswer })
        .check(z.maxLength(1000, m.invalidAnswer), storableText(m.invalidAnswer)),
      { error: m.answersRequired },
    )
    .check(z.refine((answers) => Object.keys(answers).length <= QUIZ_MAX_QUESTIONS, m.tooManyAnswers)),
});
export type ProgramQuizAttemptBody = z.output<typeof programQuizAttemptBodySchema>;

/** `GET /api/program/profile` (§3 profiles): who the dashboard greets. */
export const programProfileSchema = z.object({
  profile: z.object({
    name: z.nullable(z.string()),
    stageName: z.nullable(z.string()),
    email: z.string(),
    /** ISO date-time. */
    createdAt: z.string(),
  }),
});
export type ProgramProfile = z.output<typeof programProfileSchema>;

/** A program module as the dashboard lists it (§3 program_modules). */
export const programModuleSummarySchema = z.object({
  id: z.string(),
  monthNumber: z.number(),
  title: z.string(),
  description: z.string(),
  introductionContent: z.string(),
  hasVideo: z.boolean(),
  hasWorksheet: z.boolean(),
  /** The module has lesson text. */
  hasContent: z.boolean(),
});
export type ProgramModuleSummary = z.output<typeof programModuleSummarySchema>;

/** `GET /api/program/modules`: the six modules, by month. */
export const programModuleListSchema = z.object({ modules: z.array(programModuleSummarySchema) });
export type ProgramModuleList = z.output<typeof programModuleListSchema>;

/** The caller's progress in one module (§3 user_module_progress). */
export const programModuleProgressSchema = z.object({
  moduleId: z.string(),
  /** Percent, 0-100; never goes down. */
  progressPercentage: z.number(),
  /** ISO date-times, null until set. */
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  worksheetDownloaded: z.boolean(),
  videoWatched: z.boolean(),
  quizCompleted: z.boolean(),
});
export type ProgramModuleProgress = z.output<typeof programModuleProgressSchema>;

/** Progress summary (§3 "Progress summary"): modules completed and the overall percentage. */
export const programProgressSummarySchema = z.object({
  completedModules: z.number(),
  totalModules: z.number(),
  /** The average of the module percentages, rounded (§2 item 4). */
  completionPercentage: z.number(),
});
export type ProgramProgressSummary = z.output<typeof programProgressSummarySchema>;

/** `GET /api/program/progress`: one row per module the caller has started, and the summary. */
export const programProgressListSchema = z.object({
  progress: z.array(programModuleProgressSchema),
  summary: programProgressSummarySchema,
});
export type ProgramProgressList = z.output<typeof programProgressListSchema>;

/** A quiz as the module page shows it before questions are asked: no questions, no answers. */
export const programQuizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Percent. */
  passingScore: z.number(),
  maxAttempts: z.number(),
  questionCount: z.number(),
  attemptsMade: z.number(),
  attemptsLeft: z.number(),
  /** Percent; null before the first attempt. */
  bestScore: z.nullable(z.number()),
  lastScore: z.nullable(z.number()),
  /** The best score reaches the passing score (§5: the best score decides). */
  passed: z.boolean(),
});
export type ProgramQuizSummary = z.output<typeof programQuizSummarySchema>;

/** The training video and where the caller left it (seconds). */
export const programVideoSchema = z.object({
  url: z.string(),
  captionsUrl: z.nullable(z.string()),
  positionSeconds: z.number(),
});
export type ProgramVideo = z.output<typeof programVideoSchema>;

/** `GET /api/program/modules/:moduleId`: the module page (§2 item 5). */
export const programModuleViewSchema = z.object({
  module: z.object({
    id: z.string(),
    monthNumber: z.number(),
    title: z.string(),
    description: z.string(),
    introductionContent: z.string(),
    /** The lesson, Markdown (the same text as the learning area's module). */
    content: z.string(),
    /** The month's worksheet prompts. */
    worksheetPrompts: z.array(z.string()),
  }),
  video: z.nullable(programVideoSchema),
  /** The worksheet file's download address; null when the module has none. */
  worksheetUrl: z.nullable(z.string()),
  progress: programModuleProgressSchema,
  notes: z.string(),
  /** ISO date-time the notes were last saved; null before. */
  notesSavedAt: z.nullable(z.string()),
  quiz: z.nullable(programQuizSummarySchema),
  /** Mark Module Complete is offered: not completed and at least 50 % (§4). */
  canMarkComplete: z.boolean(),
  /** The program's number of modules (month 6 says all must be completed for the certificate). */
  totalModules: z.number(),
});
export type ProgramModuleView = z.output<typeof programModuleViewSchema>;

/** `POST /api/program/modules/:moduleId/progress`. */
export const programProgressAnswerSchema = z.object({
  progress: programModuleProgressSchema,
  canMarkComplete: z.boolean(),
});
export type ProgramProgressAnswer = z.output<typeof programProgressAnswerSchema>;

/** `PUT /api/program/modules/:moduleId/notes`. */
export const programNotesAnswerSchema = z.object({ notes: z.string(), notesSavedAt: z.string() });
export type ProgramNotesAnswer = z.output<typeof programNotesAnswerSchema>;

/** A question as the learner sees it: the options' texts, never the correct one. */
export const programQuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  points: z.number(),
});
export type ProgramQuizQuestion = z.output<typeof programQuizQuestionSchema>;

/** `GET /api/program/modules/:moduleId/quiz/questions`, in order_index order. */
export const programQuizQuestionListSchema = z.object({ questions: z.array(programQuizQuestionSchema) });
export type ProgramQuizQuestionList = z.output<typeof programQuizQuestionListSchema>;

/** A milestone of the catalogue (§3 milestones). */
export const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number(),
  badgeIcon: z.enum(BADGE_ICONS),
  badgeColor: z.enum(BADGE_COLORS),
});
export type Milestone = z.output<typeof milestoneSchema>;

/** An earned milestone (§3 user_milestones with the joined milestone). */
export const earnedMilestoneSchema = z.object({
  milestone: milestoneSchema,
  /** ISO date-time. */
  earnedAt: z.string(),
});
export type EarnedMilestone = z.output<typeof earnedMilestoneSchema>;

/** `POST /api/program/modules/:moduleId/quiz/attempts` (201): the scored attempt and what changed. */
export const programQuizAttemptAnswerSchema = z.object({
  attempt: z.object({
    score: z.number(),
    earnedPoints: z.number(),
    totalPoints: z.number(),
    passed: z.boolean(),
    /** Question id -> answered right. */
    correct: z.record(z.string(), z.boolean()),
  }),
  quiz: programQuizSummarySchema,
  progress: programModuleProgressSchema,
  canMarkComplete: z.boolean(),
  /** Milestones this attempt earned. */
  awarded: z.array(earnedMilestoneSchema),
});
export type ProgramQuizAttemptAnswer = z.output<typeof programQuizAttemptAnswerSchema>;

/**
 * `POST /api/program/modules/:moduleId/complete`: the module's progress, the milestones it earned, and whether it
 * issued the program completion certificate (the last module, §4 "Certificate").
 */
export const programCompletionAnswerSchema = z.object({
  progress: programModuleProgressSchema,
  awarded: z.array(earnedMilestoneSchema),
  certificateIssued: z.boolean(),
});
export type ProgramCompletionAnswer = z.output<typeof programCompletionAnswerSchema>;

/**
 * `GET /api/program/achievements`: the panel (§9), after `check_and_award_milestones` ran: percent of milestones
 * earned, total points, the 3 most recent, and the whole catalogue ordered by points.
 */
export const achievementsSchema = z.object({
  percentComplete: z.number(),
  totalPoints: z.number(),
  earnedCount: z.number(),
  totalMilestones: z.number(),
  recent: z.array(earnedMilestoneSchema),
  milestones: z.array(milestoneSchema),
});
export type Achievements = z.output<typeof achievementsSchema>;

/**
 * `PUT /api/program/modules/:moduleId/playback` takes the learning area's `playbackReportSchema` (the same player
 * reports the same way) and answers where the player is saved, in seconds.
 */
export const programPlaybackAnswerSchema = z.object({ positionSeconds: z.number() });
export type ProgramPlaybackAnswer = z.output<typeof programPlaybackAnswerSchema>;
