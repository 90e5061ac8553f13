/**
 * Texts of the staff's Insights tab (issue 37 "Program insights"): validation messages of its filters, the funnel's
 * step labels, and the headers of every CSV download. The spec has no insights: every text here is our wording.
 */
import type { FunnelStepKey, InsightsCsvName } from '../schemas/insights';

/** Messages of a refused filter (400 `validation_failed`, field -> message). */
export const insightsRequestMessages = {
  invalidCohort: 'Cohort must be a month written YYYY-MM.',
  invalidDate: 'Dates must be written YYYY-MM-DD.',
  toBeforeFrom: 'The end date must not be before the start date.',
  invalidQuiz: 'Unknown quiz.',
  invalidRound: 'Round must be first or all.',
  unknownInsight: 'Unknown insight.',
} as const;

/** The funnel's steps, as the tab and the CSV name them. */
export const funnelStepLabels = {
  applied: 'Applications received',
  approved: 'Applications approved',
  account: 'Accounts made',
  enrolled: 'Enrolled',
  certificate: 'Certificate issued',
  module: (monthNumber: number) => `Module ${monthNumber} completed`,
} as const satisfies Record<Exclude<FunnelStepKey, `module-${number}`>, string> & {
  module: (monthNumber: number) => string;
};

/** The headers of each CSV download, in column order. */
export const insightsCsvHeaders = {
  funnel: [
    'Step',
    'People',
    'Rate of previous step (%)',
    'Rate of first step (%)',
    'Median days from previous step',
  ],
  stops: ['Month', 'Module', 'Opened', 'Watched 90 %', 'Worksheet answered', 'Quiz passed', 'Completed'],
  'inactive-learners': [
    'Name',
    'Email',
    'Enrolled at',
    'Last activity at',
    'Days inactive',
    'Stopped at month',
    'Stopped at module',
  ],
  'item-analysis': [
    'Month',
    'Quiz',
    'Question id',
    'Version',
    'Retired',
    'Question',
    'Attempts',
    'Facility index',
    'Discrimination index',
    'Options (chosen times)',
    'Flags',
  ],
  'video-engagement': [
    'Month',
    'Module',
    'Video seconds',
    'Learners',
    'From second',
    'To second',
    'Share watched',
  ],
  cohorts: ['Cohort', 'Learners', 'Week since enrolment', 'Modules completed per learner'],
} as const satisfies Record<InsightsCsvName, readonly string[]>;

/** How the CSV names a flag. */
export const insightFlagLabels = {
  most_fail: 'Most learners fail it',
  strong_get_wrong: 'Strong learners get it wrong',
} as const;
