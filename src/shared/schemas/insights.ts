/**
 * The staff's program insights (issue 37 "Program insights"; docs/decisions/0026): what the Insights tab of /admin
 * asks and what each insight answers. Admins only; every route is `GET` under `/api/admin/insights`:
 *
 * | route | answer |
 * |---|---|
 * | `/funnel?cohort=&from=&to=` | {@link funnelSchema} |
 * | `/stops?cohort=&from=&to=` | {@link stopsSchema} |
 * | `/item-analysis?cohort=&from=&to=&quizId=&round=` | {@link itemAnalysisSchema} |
 * | `/video-engagement?cohort=&from=&to=` | {@link videoEngagementSchema} |
 * | `/cohorts?cohort=&from=&to=` | {@link cohortsSchema} |
 * | `/:csv/export.csv?<the same filters>` | `text/csv` (UTF-8 with BOM), `csv` one of {@link INSIGHTS_CSV_NAMES} |
 *
 * Every route takes the same query ({@link insightsQuerySchema}); a route ignores the filters it has no use for.
 * Shapes are flat: one array of rows per table, numbers as numbers, dates as ISO date-times.
 */
import { z } from 'zod/mini';
import { funnelStepLabels, insightsCsvHeaders, insightsRequestMessages as m } from '../messages/insights';
import { uuid } from './uuid';

/** `YYYY-MM`: an enrolment month (UTC). */
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `YYYY-MM-DD`, a real day of the calendar. */
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `value` (`YYYY-MM-DD`) names a day that exists (not 2026-02-30). */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = () =>
  z
    .string({ error: m.invalidDate })
    .check(z.regex(DAY_PATTERN, m.invalidDate), z.refine(isRealDay, m.invalidDate));

/** The item analysis's set of attempts: each learner's first attempt at the quiz, or every attempt. */
export const ITEM_ROUNDS = ['first', 'all'] as const;
export type ItemRound = (typeof ITEM_ROUNDS)[number];

/**
 * The filters of every insight (docs/decisions/0026 "Filters"):
 * - `cohort` (`YYYY-MM`): only learners who enrolled in that month (UTC); for the funnel, only those learners.
 * - `from`, `to` (`YYYY-MM-DD`, both days included, UTC): the funnel counts the people who entered it (their first
 *   step) in the range; stops, video engagement and cohorts the learners who enrolled in it; the item analysis the
 *   attempts made in it.
 * - `quizId` (item analysis only): one quiz; without it, every quiz.
 * - `round` (item analysis only): `first` (each learner's first attempt, the default) or `all`.
 * A refused filter is answered 400 `validation_failed` with `fields` (e.g. `{ cohort: 'Cohort must be…' }`).
 */
export const insightsQuerySchema = z
  .strictObject({
    cohort: z.optional(z.string({ error: m.invalidCohort }).check(z.regex(MONTH_PATTERN, m.invalidCohort))),
    from: z.optional(day()),
    to: z.optional(day()),
    quizId: z.optional(uuid(m.invalidQuiz)),
    round: z._default(z.enum(ITEM_ROUNDS, { error: m.invalidRound }), 'first'),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: m.toBeforeFrom,
      path: ['to'],
    }),
  );
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** The CSV downloads, one per table of the tab: `GET /api/admin/insights/<name>/export.csv`. */
const INSIGHTS_CSV_NAMES = [
  'funnel',
  'stops',
  'inactive-learners',
  'item-analysis',
  'video-engagement',
  'cohorts',
] as const;
export type InsightsCsvName = (typeof INSIGHTS_CSV_NAMES)[number];

/** `/:csv/export.csv`'s path parameter. */
export const insightsCsvParamsSchema = z.strictObject({
  csv: z.enum(INSIGHTS_CSV_NAMES, { error: m.unknownInsight }),
});

/** A funnel step's key: `applied`, `approved`, `account`, `enrolled`, `module-<month number>`, `certificate`. */
type FunnelStepKey = 'applied' | 'approved' | 'account' | 'enrolled' | `module-${number}` | 'certificate';

/** One step of the funnel (issue 37 item 1). */
const funnelStepSchema = z.object({
  /** `applied`, `approved`, `account`, `enrolled`, `module-1` … `module-6` (by month number), `certificate`. */
  key: z.string(),
  /** The step's label (src/shared/messages/insights.ts). */
  label: z.string(),
  /** People who reached the step. */
  count: z.number(),
  /** `count` as a percent of the previous step's, 1 decimal; null for the first step or when that is 0. */
  rateOfPrevious: z.nullable(z.number()),
  /** `count` as a percent of the first step's, 1 decimal; null when that is 0. */
  rateOfFirst: z.nullable(z.number()),
  /**
   * The median, over the people who reached both, of the days from their previous step to this one, 1 decimal;
   * null for the first step or when nobody reached both.
   */
  medianDaysFromPrevious: z.nullable(z.number()),
});
export type FunnelStep = z.output<typeof funnelStepSchema>;

/** `GET /api/admin/insights/funnel`: the steps in order. */
export const funnelSchema = z.object({ steps: z.array(funnelStepSchema) });
export type Funnel = z.output<typeof funnelSchema>;

/** Where learners stop, per module (issue 37 item 2): learners who reached each of its steps. */
const moduleStopsSchema = z.object({
  moduleId: z.string(),
  monthNumber: z.number(),
  title: z.string(),
  /** Opened the module's lesson. */
  opened: z.number(),
  /** Watched 90 % of its video (distinct seconds); 0 for a module without one. */
  watched90: z.number(),
  /** Marked the worksheet complete. */
  worksheetAnswered: z.number(),
  /** Passed the quiz. */
  quizPassed: z.number(),
  completed: z.number(),
});
export type ModuleStops = z.output<typeof moduleStopsSchema>;

/**
 * A learner without activity for `INACTIVE_AFTER_DAYS` (14) days who has not finished: the web links to
 * `/admin?tab=users&person=<userId>`.
 */
const inactiveLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO date-time. */
  enrolledAt: z.string(),
  /** ISO date-time of the learner's last module request, or of the enrolment when they made none. */
  lastActivityAt: z.string(),
  /** Whole days since `lastActivityAt`. */
  daysInactive: z.number(),
  /** The first module, in course order, the learner has not completed. */
  stoppedAtModuleId: z.string(),
  stoppedAtMonthNumber: z.number(),
  stoppedAtTitle: z.string(),
});
export type InactiveLearner = z.output<typeof inactiveLearnerSchema>;

/** `GET /api/admin/insights/stops`: the modules in course order; inactive learners, longest inactive first. */
export const stopsSchema = z.object({
  /** Learners of the filter (enrolled). */
  learners: z.number(),
  modules: z.array(moduleStopsSchema),
  /** Days without activity that make a learner inactive (14). */
  inactiveAfterDays: z.number(),
  inactive: z.array(inactiveLearnerSchema),
});
export type Stops = z.output<typeof stopsSchema>;

/** A question's flags (docs/decisions/0026): facility below 0.3; strong learners get it wrong. */
const ITEM_FLAGS = ['most_fail', 'strong_get_wrong'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/** How often one option of a question was chosen. */
const optionCountSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number(),
  /** Whether it is the right option. */
  correct: z.boolean(),
});

/** One version of one question (issue 37 item 3; Moodle's quiz statistics). */
const itemSchema = z.object({
  quizId: z.string(),
  moduleId: z.string(),
  monthNumber: z.number(),
  /** This version's id (an edit of an answered question makes a new one). */
  questionId: z.string(),
  /** The id of the question's first version: every version of a question shares it. */
  firstVersionId: z.string(),
  /** 1 for the first version, then 2, 3, … with each edit of an answered question. */
  version: z.number(),
  /** Retired by staff (replaced by an edit, or deleted once answered), or gone from the course files. */
  retired: z.boolean(),
  text: z.string(),
  /** The attempts of the set that answered this version. */
  attempts: z.number(),
  /** Facility index, 0-1, 3 decimals: the mean share of the item's marks scored; null without attempts. */
  facility: z.nullable(z.number()),
  /**
   * Discrimination index, -1-1, 3 decimals: Pearson's correlation of the item's score with the score on the rest of
   * the quiz; null with fewer than 2 attempts or when either score does not vary.
   */
  discrimination: z.nullable(z.number()),
  /** Every option in key order. */
  optionCounts: z.array(optionCountSchema),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemAnalysisRow = z.output<typeof itemSchema>;

/** A quiz of the item analysis. */
const itemQuizSchema = z.object({
  quizId: z.string(),
  moduleId: z.string(),
  monthNumber: z.number(),
  title: z.string(),
  /** The attempts of the set (round and filters). */
  attempts: z.number(),
});

/** `GET /api/admin/insights/item-analysis`: every quiz (in course order) and its questions' versions. */
export const itemAnalysisSchema = z.object({
  round: z.enum(ITEM_ROUNDS),
  quizzes: z.array(itemQuizSchema),
  /** By quiz in course order, then question order; a question's versions oldest first. */
  questions: z.array(itemSchema),
});
export type ItemAnalysis = z.output<typeof itemAnalysisSchema>;

/** One part of a video's drop-off curve. */
const videoBucketSchema = z.object({
  /** Seconds, start included. */
  fromSecond: z.number(),
  /** Seconds, end excluded. */
  toSecond: z.number(),
  /** 0-1, 3 decimals: the mean share of this part the learners watched (one who watched half of it counts 0.5). */
  share: z.number(),
});

/** One lesson video's engagement (issue 37 item 4). */
const videoSchema = z.object({
  moduleId: z.string(),
  monthNumber: z.number(),
  title: z.string(),
  videoSeconds: z.number(),
  /** Learners of the filter who watched any of it. */
  learners: z.number(),
  buckets: z.array(videoBucketSchema),
});
export type VideoEngagementRow = z.output<typeof videoSchema>;

/** `GET /api/admin/insights/video-engagement`: every module with a video, in course order. */
export const videoEngagementSchema = z.object({ videos: z.array(videoSchema) });
export type VideoEngagement = z.output<typeof videoEngagementSchema>;

/** One enrolment month's progress (issue 37 item 5). */
const cohortSchema = z.object({
  /** `YYYY-MM`. */
  cohort: z.string(),
  learners: z.number(),
  /**
   * Week 1, 2, … since enrolment, up to the weeks the cohort's first learner has had (at most 40): the modules
   * completed within the first `week` weeks of each learner's enrolment, per learner, 2 decimals.
   */
  weeks: z.array(z.object({ week: z.number(), modulesCompletedPerLearner: z.number() })),
});
export type CohortRow = z.output<typeof cohortSchema>;

/** `GET /api/admin/insights/cohorts`: every enrolment month with learners, oldest first. */
export const cohortsSchema = z.object({ cohorts: z.array(cohortSchema) });
export type Cohorts = z.output<typeof cohortsSchema>;

/** Every CSV has its headers, and every fixed funnel step its label (checked here: the texts cannot see the shapes). */
insightsCsvHeaders satisfies Record<InsightsCsvName, readonly string[]>;
funnelStepLabels satisfies Record<Exclude<FunnelStepKey, `module-${number}`>, string> & {
  module: (monthNumber: number) => string;
};
