/**
 * Texts of the Users tab of /admin and of a person's page (issue "Staff operations" item 4; training-program.md §7
 * "select all profiles by created_at descending (admin)"). The spec has neither screen: every text here is our
 * wording.
 */
import type { PeopleFilter } from '../schemas/people';

/** The Users tab: every account. */
export const peopleMessages = {
  heading: 'Users',
  description:
    'Every account, newest first: artists, agents and admins, with their access, the program and their certificate.',
  listTitle: 'Accounts',
  filterLabel: 'Show',
  filters: {
    all: 'Everyone',
    learners: 'Enrolled learners',
    artists: 'Approved artists',
    agents: 'Approved agents',
    admins: 'Admins',
    disabled: 'Disabled accounts',
  } satisfies Record<PeopleFilter, string>,
  searchLabel: 'Search by name, stage name or email',
  searchPlaceholder: 'Name, stage name or email',
  loading: 'Loading users…',
  loadFailure: 'The users could not be loaded. Please try again.',
  loadMore: 'Load more',
  empty: 'No accounts yet.',
  emptyFiltered: 'No account matches this filter.',
  columns: {
    person: 'Person',
    access: 'Access',
    enrolled: 'Enrolled',
    modules: 'Modules completed',
    lastActivity: 'Last activity',
    certificate: 'Certificate',
  },
  stageName: (name: string) => `Stage name: ${name}`,
  never: 'Never',
  notEnrolled: 'Not enrolled',
  none: 'None',
  modulesDone: (done: number, total: number) => `${done} of ${total}`,
  viewCertificate: 'View certificate',
  viewCertificateOf: (name: string) => `View the certificate of ${name}`,
  /** The access badges. */
  badges: {
    admin: 'Admin',
    artist: 'Artist',
    artistDisabled: 'Artist (disabled)',
    agent: 'Agent',
    agentDisabled: 'Agent (disabled)',
    accountDisabled: 'Account disabled',
    noAccess: 'No access',
    you: 'You',
  },
} as const;

/** A person's page (`/admin?tab=users&person=<id>`). */
export const personMessages = {
  back: 'Back to the users',
  loading: 'Loading this person…',
  loadFailure: 'This person could not be loaded. Please try again.',
  notFound: 'This account does not exist.',
  email: 'Email',
  stageName: 'Stage name',
  organisation: 'Organisation',
  joined: 'Account created',
  enrolled: 'Enrolled',
  notEnrolled: 'Not enrolled in the program',
  lastActivity: 'Last activity',
  never: 'Never',
  modulesCompleted: 'Modules completed',
  certificate: 'Certificate',
  viewCertificate: 'View the certificate',
  noCertificate: 'Not issued yet',
  disabledSince: 'Account disabled',
  actionsTitle: 'Staff actions',
  grantAdmin: 'Grant admin',
  revokeAdmin: 'Revoke admin',
  disableAccount: 'Disable account',
  enableAccount: 'Enable account',
  cannotDisableSelf: 'You cannot disable your own account.',
  confirmGrant: {
    title: 'Grant the admin role?',
    text: (email: string) =>
      `${email} gets every staff screen at /admin: the inbox, the course, users and allow-lists.`,
    confirm: 'Grant admin',
  },
  confirmRevoke: {
    title: 'Revoke the admin role?',
    text: (email: string) =>
      `${email} can no longer open /admin. The last admin keeps the role: grant another account first.`,
    confirm: 'Revoke admin',
  },
  confirmDisable: {
    title: 'Disable this account?',
    text: (email: string) =>
      `${email} is signed out of every session now and cannot sign in until the account is enabled again. Their progress stays.`,
    confirm: 'Disable and sign out',
  },
  confirmEnable: {
    title: 'Enable this account again?',
    text: (email: string) => `${email} may sign in again (as their allow-list entries allow).`,
    confirm: 'Enable account',
  },
  cancel: 'Cancel',
  saved: {
    granted: { title: 'Admin role granted', text: 'The change is in the history.' },
    revoked: { title: 'Admin role revoked', text: 'The change is in the history.' },
    disabled: { title: 'Account disabled', text: 'Every session of this account has ended.' },
    enabled: { title: 'Account enabled', text: 'The change is in the history.' },
    quizReset: { title: 'Quiz round reset', text: 'The learner can take the quiz again now.' },
    unlocked: { title: 'Module opened', text: 'The learner can open this module now.' },
  },
  actionFailed: 'That did not work. Please try again.',
  /**
   * A person with a staff role (mentor, admin) whose email is on no enabled allow-list: roles admit no one, sign-in
   * needs the entry of the portal they use (docs/decisions/0022).
   */
  cannotSignIn: {
    text: 'This person cannot sign in: add their email to the agents’ or artists’ allow-list on the Allow-lists tab.',
    link: 'Open the Allow-lists tab',
    beforeGrant:
      'Their email is on no enabled allow-list, so they cannot sign in until staff add it to the agents’ or artists’ allow-list.',
  },
  modulesTitle: 'Progress per module',
  notEnrolledYet: 'This person has not enrolled in the program yet: there is no progress to show.',
  moduleHeading: (number: number, month: number, title: string) =>
    `Module ${number} · Month ${month}: ${title}`,
  open: 'Open',
  /** A module's badge once completed, or started (issue 38 item 4: a completed module is not "Open"). */
  moduleCompleted: 'Completed',
  moduleInProgress: 'In progress',
  lockedUntil: (when: string) => `Locked until ${when}`,
  opensAfter: (n: number) => `Opens after module ${n}`,
  openedEarly: (when: string) => `Opened early by staff, ${when}`,
  openEarly: 'Open early',
  confirmOpenEarly: {
    title: 'Open this module early?',
    text: (email: string, module: string) =>
      `${email} can open “${module}” now, whatever the unlocking rule says. This cannot be undone here.`,
    confirm: 'Open early',
  },
  facts: {
    started: 'Started',
    lessonRead: 'Lesson read',
    video: 'Video watched',
    worksheet: 'Worksheet done',
    bestScore: 'Best quiz score',
    completed: 'Completed',
  },
  notYet: 'Not yet',
  noVideo: 'No video',
  videoCredit: (minutes: string, total: string, percent: number) =>
    `${minutes} of ${total} min (${percent} %)`,
  percent: (score: number) => `${score} %`,
  quizTitle: 'Quiz',
  noQuiz: 'This module has no quiz.',
  quizRules: (passing: number, attempts: number) =>
    `Passing score ${passing} % · ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} per round`,
  attemptsLeft: (left: number, max: number) =>
    `${left} of ${max} ${max === 1 ? 'attempt' : 'attempts'} left in this round`,
  retryAt: (when: string) => `Round used up: the next round opens ${when}`,
  roundResetAt: (when: string) => `Round last reset by staff, ${when}`,
  attemptsTitle: (title: string) => `Quiz attempts of ${title}`,
  noAttempts: 'No attempts yet.',
  attemptColumns: { number: 'Attempt', score: 'Score', result: 'Result', date: 'Date' },
  passed: 'Passed',
  notPassed: 'Not passed',
  resetRound: 'Reset quiz round',
  confirmReset: {
    title: 'Reset the quiz round?',
    text: (email: string, module: string) =>
      `${email} gets a fresh round of attempts at the quiz of “${module}” now. Past scores stay.`,
    confirm: 'Reset round',
  },
  worksheetTitle: 'Worksheet',
  noWorksheet: 'This module has no worksheet prompts.',
  noAnswer: 'No answer yet',
  uploadTitle: 'Uploaded worksheet',
  download: (name: string, size: string) => `Download ${name} (${size})`,
  noUpload: 'Nothing uploaded.',
  historyTitle: 'History',
  noHistory: 'No staff actions on this account yet.',
} as const;
