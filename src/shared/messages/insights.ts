/**
 * Texts of the staff's Insights tab (issue 37 "Program insights"): validation messages of its filters, the funnel's
 * step labels, and the headers of every CSV download. The spec has no insights: every text here is our wording.
 */

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
} as const;

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
} as const;

/** How the CSV names a flag. */
export const insightFlagLabels = {
  most_fail: 'Most learners fail it',
  strong_get_wrong: 'Strong learners get it wrong',
} as const;

/** The Insights tab of /admin: its filters, each section's texts, the tables' headers and the charts' summaries. */
export const insightsMessages = {
  tab: 'Insights',
  loadingTab: 'Loading the insights…',
  title: 'Program insights',
  description:
    'The program as a whole, computed from the records: the funnel, where learners stop, quiz questions, video engagement and cohorts.',
  filters: {
    legend: 'Filters',
    cohort: 'Cohort (enrolment month)',
    allCohorts: 'All cohorts',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
    quiz: 'Quiz',
    allQuizzes: 'All quizzes',
    round: 'Attempts',
    rounds: { first: 'First attempts', all: 'All attempts' },
  },
  csv: 'Download CSV',
  /** After 'Download CSV', for screen readers: which table. */
  csvOf: (title: string) => ` of ${title.toLowerCase()}`,
  loadFailure: (title: string) => `${title} could not be loaded. Please try again.`,
  loading: (title: string) => `Loading ${title.toLowerCase()}…`,
  chartCaption: 'Chart (the table below holds the same figures)',
  none: '—',
  funnel: {
    title: 'Funnel',
    description:
      'From applications to certificates: the people at each step, the rate of the previous and of the first step, and the median days between steps.',
    empty: 'Nobody has entered the funnel for these filters.',
    caption: 'Funnel steps',
    columns: {
      step: 'Step',
      count: 'People',
      rateOfPrevious: 'Rate of previous (%)',
      rateOfFirst: 'Rate of first (%)',
      medianDays: 'Median days from previous',
    },
    chartLabel: (summary: string) => `Bar chart of people per funnel step: ${summary}.`,
  },
  stops: {
    title: 'Where learners stop',
    description:
      'Per module, the learners who opened it, watched 90 % of its video, answered its worksheet, passed its quiz and completed it.',
    empty: 'No learners enrolled for these filters.',
    learners: (count: number) => `${count} ${count === 1 ? 'learner' : 'learners'} in these filters.`,
    caption: 'Learners at each step per module',
    columns: {
      module: 'Module',
      opened: 'Opened',
      watched90: 'Watched 90 %',
      worksheetAnswered: 'Worksheet answered',
      quizPassed: 'Quiz passed',
      completed: 'Completed',
    },
    chartLabel: (summary: string) =>
      `Bar chart of learners who opened and completed each module: ${summary}.`,
    inactiveTitle: 'Inactive learners',
    inactiveDescription: (days: number) =>
      `Learners without activity for ${days} days who have not finished, longest inactive first, with the module where they stopped.`,
    inactiveEmpty: 'No inactive learners.',
    inactiveCaption: 'Inactive learners and where they stopped',
    inactiveColumns: {
      name: 'Learner',
      email: 'Email',
      enrolledAt: 'Enrolled',
      lastActivityAt: 'Last activity',
      daysInactive: 'Days inactive',
      stoppedAt: 'Stopped at',
    },
  },
  items: {
    title: 'Quiz item analysis',
    description:
      'Per question version: the facility index (share correct), the discrimination index (correlation with the rest of the score) and how often each option was chosen.',
    empty: 'No quiz attempts for these filters.',
    caption: 'Question versions',
    columns: {
      module: 'Month',
      question: 'Question',
      attempts: 'Attempts',
      facility: 'Facility',
      discrimination: 'Discrimination',
      options: 'Options chosen',
      flags: 'Flags',
    },
    version: (version: number) => `version ${version}`,
    retired: 'Retired',
    correct: 'right answer',
    chartLabel: (summary: string) => `Bar chart of the facility index per question: ${summary}.`,
    quizAttempts: (title: string, attempts: number) => `${title}: ${attempts} attempts`,
  },
  videos: {
    title: 'Video engagement',
    description:
      'Per lesson video, the share of learners who watched each part of it: where the curve drops, learners stopped watching.',
    empty: 'No lesson videos, or nobody watched one, for these filters.',
    caption: (title: string) => `Share watched per part of ${title}`,
    learners: (count: number) => `${count} ${count === 1 ? 'learner' : 'learners'} watched some of it.`,
    columns: { part: 'Part (seconds)', share: 'Share watched (%)' },
    chartLabel: (title: string, summary: string) => `Drop-off curve of ${title}: ${summary}.`,
  },
  cohorts: {
    title: 'Cohorts',
    description: 'Per enrolment month, the modules completed per learner by week since enrolment.',
    empty: 'No cohorts for these filters.',
    caption: 'Modules completed per learner by week since enrolment',
    columns: { week: 'Week' },
    cohortColumn: (cohort: string, learners: number) => `${cohort} (${learners})`,
    chartLabel: (summary: string) =>
      `Line chart of modules completed per learner by week, per cohort: ${summary}.`,
  },
} as const;
