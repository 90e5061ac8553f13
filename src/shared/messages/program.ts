/**
 * Texts of the members program's public side: the landing page's application dialog (training-program.md §2 item 2,
 * §5 "Application", §8 "Application"), verbatim where the spec quotes them; texts marked "our wording" are not in the
 * spec. Toasts are `{ title, text }`.
 */
import type { ToastText } from './toast-text';

/** The program's name as the pages and cards title it (training-program.md §2). */
export const PROGRAM_TITLE = 'Artist Development Program';

/** The application dialog's toasts (§8 "Application"). */
export const programApplicationMessages = {
  missing: { title: 'Missing Information', text: 'Please fill all required fields.' },
  failure: {
    title: 'Submission Failed',
    text: 'There was an error submitting your application. Please try again.',
  },
  success: {
    title: 'Application Submitted!',
    text: "Thank you for applying! Check your email for a welcome message. We'll review your application and get back to you soon.",
  },
} satisfies Record<string, ToastText>;

/** Field messages of the application (our wording; §5 lists which fields are required). */
export const programFieldMessages = {
  /** An experience level that is not one of the four (§5). */
  experienceLevelChoice: 'Please choose an experience level from the list.',
} as const;

/** The dashboard (§2 item 4, §8 "Dashboard"). */
export const programDashboardMessages = {
  loading: 'Loading your dashboard...',
  profileFailure: 'Failed to load profile',
  modulesFailure: 'Failed to load modules',
  progressFailure: 'Failed to load progress',
  unexpected: 'An unexpected error occurred',
  /** The greeting's fallback when the profile has neither stage name nor name (§2 item 4). */
  fallbackName: 'Artist',
  /** The greeting of a learner who has been here before (a module touched). */
  welcome: (name: string) => `Welcome back, ${name}`,
  /** The greeting of a learner's first visit, before any module is touched. */
  welcomeFirst: (name: string) => `Welcome, ${name}`,
  buttons: {
    directory: 'Artist Directory',
    certificates: 'Certificates',
    fileManager: 'File Manager',
    admin: 'Admin',
    /** Our wording: the course's learning-area view, /learning. */
    learning: 'Learning Area',
    signOut: 'Sign Out',
  },
  overallProgress: 'Overall Progress',
  /** Our wording (issue 38 item 2): what Overall Progress counts, unlike the learning area's completed modules. */
  overallProgressCounts: (total: number) => `Average of module progress across all ${total} modules`,
  modulesCompleted: 'Modules Completed',
  totalModules: 'Total Modules',
  modulesTitle: 'Your Modules',
  month: (n: number) => `Month ${n}`,
  actions: { start: 'Start', continue: 'Continue', review: 'Review' },
  indicators: { video: 'Video', worksheet: 'Worksheet', content: 'Content' },
} as const;

/** The Achievements panel (§2 item 4, §9 "Achievements"). */
export const achievementMessages = {
  title: 'Achievements',
  loading: 'Loading achievements...',
  failure: 'Failed to load achievements',
  totalPoints: (points: number) => `${points} points`,
  recent: 'Recent Achievements',
  none: 'Start a module to earn your first badge.',
  earned: (points: number) => `+${points} pts`,
} as const;

/** The module page (§2 item 5, §8 "Module"). */
export const programModuleMessages = {
  progressFailure: 'Failed to load progress',
  unexpected: 'An unexpected error occurred',
  back: 'Dashboard',
  overviewTitle: 'Module Overview',
  videoTitle: 'Training Video',
  markWatched: 'Mark as Watched',
  watched: 'Watched',
  worksheetTitle: 'Module Assignment & Worksheet',
  worksheetDownload: 'Download Worksheet',
  markWorksheetComplete: 'Mark Complete',
  worksheetDone: 'Worksheet completed',
  certificateNote: 'Complete all modules to earn your official Artist Development Certificate',
  notesTitle: 'Your Notes',
  saveNotes: 'Save Notes',
  notesFailure: 'Failed to save notes',
  notesLeaveWarning: 'You have unsaved notes. Leave anyway?',
  insertTime: 'Insert video time',
  actionsTitle: 'Module Actions',
  /** §2 item 5's checklist; Quiz (a module with a quiz) is our addition (issue 38 item 4). */
  checklist: {
    started: 'Started',
    video: 'Video',
    worksheet: 'Worksheet',
    quiz: 'Quiz',
    completed: 'Completed',
  },
  markModuleComplete: 'Mark Module Complete',
} as const;

/** The members quiz (§4 "Members program quiz", §8 "Quiz"). */
export const programQuizMessages = {
  questionsFailure: 'Failed to load quiz questions',
  quizFailure: 'Failed to load quiz',
  submitFailure: { title: 'Error', text: 'Failed to submit quiz' } satisfies ToastText,
  passed: (score: number) => `Quiz Passed! Congratulations! You scored ${score}%`,
  failed: (score: number, pass: number) =>
    `Quiz Not Passed. You scored ${score}%. You need ${pass}% to pass.`,
  completed: 'Quiz Completed',
  start: 'Start Quiz',
  previous: 'Previous',
  next: 'Next',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  attemptsLeft: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`,
  /** Our wording (docs/decisions/0009): the round is used up. */
  retryAt: (when: string) => `You have used every attempt. New attempts open ${when}.`,
} as const;

/**
 * More texts of the members program's pages (§2 items 4-5; our wording): labels, counters and states the §8
 * catalogue does not quote.
 */
export const programPageMessages = {
  dashboard: {
    /** The page's navigation to the other program pages (a landmark label). */
    navigationLabel: 'Program pages',
    /** Modules completed out of the program's modules, e.g. "1 of 6". */
    completedOf: (completed: number, total: number) => `${completed} of ${total}`,
    percent: (percent: number) => `${percent}%`,
    /** What a module card's indicators list is about. */
    includes: 'This module includes',
    /** The module cards' button, for assistive technology: e.g. "Start: History of the Recording Industry". */
    openModule: (action: string, title: string) => `${action}: ${title}`,
    noModules: 'No modules are available yet.',
    continueTitle: 'Continue where you left off',
    /** Our wording (issue 38 item 4): the continue card's module follows a completed one. */
    continueNext: (previous: string) => `Next after ${previous}, which you completed`,
    continueButton: 'Continue',
    /** The button of a locked card (it says how or when the module opens). */
    locked: 'Locked',
    certificateTitle: 'You completed the program!',
    certificateText: 'Every module is completed. Your Certificate of Completion is waiting for you.',
  },
  achievements: {
    /** The progress bar of milestones earned. */
    progressLabel: 'Milestones earned',
    earnedCount: (earned: number, total: number) => `${earned} of ${total} badges earned`,
    earnedOn: (date: string) => `Earned ${date}`,
    /** A toast after an action earned a milestone. */
    unlocked: (title: string) => `Achievement unlocked: ${title}`,
  },
  module: {
    progressLabel: 'Module progress',
    /** The disclosure of the lesson text in Module Overview. */
    readLesson: 'Read the full lesson',
    loadFailure: 'An unexpected error occurred',
    /** A step (started, worksheet, watched) could not be recorded. */
    stepFailure: 'Failed to save progress',
    completeFailure: 'Failed to complete the module',
    videoLabel: (title: string) => `Training video: ${title}`,
    promptsTitle: 'Your assignment',
    certificateAlt: 'The Artist Development Certificate: a framed certificate with a gold seal',
    checklistLabel: 'Your progress in this module',
    checklistDone: 'done',
    checklistToDo: 'not done yet',
    /**
     * How to reach 50 % and complete, naming only the parts the module has (issue 38 item 4): the worksheet done (50 %),
     * the video watched (75 %), and the quiz passed, which completion needs too.
     */
    completeHint: (parts: { video: boolean; worksheet: boolean; quiz: boolean }) => {
      const reach =
        parts.worksheet && parts.video
          ? 'Complete the worksheet or watch the video to reach 50%'
          : parts.worksheet
            ? 'Complete the worksheet to reach 50%'
            : 'Watch the video to reach 75%';
      return `${reach}${parts.quiz ? ', pass the quiz' : ''}, then mark the module complete.`;
    },
    notEnrolled: 'Open your dashboard to start the program.',
  },
  notes: {
    label: 'Notes for this module',
    hint: 'Your notes save on their own as you type.',
    /** Added to the hint for a module with a video only (issue 38 item 4). */
    videoHint: 'Use “Insert video time” to note where something was said.',
    timestampsTitle: 'Times in your notes',
    /** A time in the notes, as a button: e.g. "Play the video from 01:05". */
    seekTo: (time: string) => `Play the video from ${time}`,
  },
  quiz: {
    loading: 'Loading quiz questions...',
    outOfAttempts: 'You have used every attempt at this quiz.',
    resultTitle: 'Your result',
    questionCount: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  },
} as const;

/** The program landing page (§2 item 1); texts marked "our wording" are not in the spec. */
export const programLandingMessages = {
  applyNow: 'APPLY NOW',
  learnMore: 'LEARN MORE',
  /** Our wording: the hero's eyebrow. */
  eyebrow: PROGRAM_TITLE,
  /** Our wording. */
  heroLead:
    'A six-month, self-paced program that teaches independent artists the business behind the music: rights and royalties, image and marketing, production and release strategy. Expert-led video lessons, hands-on worksheets and a certificate when you finish.',
  overviewTitle: 'Program Overview',
  /** Our wording: after the program's name. */
  overviewLead: (programName: string) =>
    `${programName} walks you through the six things every independent artist has to get right, one module a month. Each module pairs a video lesson with a worksheet that turns what you learned into something you can use, and a short quiz to check your understanding.`,
  /** Our wording. */
  modulesTitle: 'Six Modules, One Each Month',
  /** Our wording. */
  modulesLead:
    'Each month builds on the last, from where the industry came from to how you release and market your music today.',
  /** Our wording. */
  learnTitle: "What You'll Learn",
  /** Our wording. */
  benefitsTitle: 'Student Benefits',
  /** Our wording. */
  ctaTitle: 'Ready to Take Your Career Further?',
  /** Our wording: before the program's address. */
  ctaTextBefore:
    'Applying takes about ten minutes. Tell us about your music and your goals, and our program team will get back to you by email. Questions first? Write to us at',
  contactUs: 'CONTACT US',
  detailsTitle: 'Application Details',
  /** Our wording: the box's terms and texts (the prerequisite's text is `PROGRAM_PREREQUISITE`). */
  details: {
    prerequisite: 'Prerequisite',
    length: { term: 'Length', text: '6 months, one module a month, at your own pace' },
    format: { term: 'Format', text: 'Online: video lessons, worksheets and quizzes' },
    apply: { term: 'How to apply', text: 'Send the application; we reply by email' },
  },
} as const;

/** The application dialog's title, sections, labels and buttons (§2 item 2; labels and hints are our wording). */
export const applicationFormMessages = {
  title: `Apply to the ${PROGRAM_TITLE}`,
  /** Before the required-fields note. */
  lead: 'Tell us about you and your music.',
  formLabel: 'Application',
  sections: {
    personal: 'Personal Information',
    music: 'Music Background',
    social: 'Social Media & Online Presence',
    goals: 'Goals & Motivation',
  },
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  stageName: 'Stage name',
  location: 'Location',
  locationHint: 'Optional. City and country.',
  experienceLevel: 'Experience level',
  chooseExperienceLevel: 'Choose your experience level',
  genres: 'Genres',
  genresHint: 'Optional. Choose all that fit your music.',
  /** A social field's hint, after 'Optional.'. */
  socialHints: {
    instagram: 'Your handle, e.g. @yourname, or a profile link.',
    tiktok: 'Your handle, e.g. @yourname, or a profile link.',
    spotify: 'A link to your artist profile.',
    youtube: 'A link to your channel.',
  },
  optionalHint: (hint: string) => `Optional. ${hint}`,
  goals: 'Your goals',
  goalsHint: 'What do you want to achieve in your music career over the next six months?',
  whyProgram: 'Why this program?',
  whyProgramHint: 'Why do you want to join, and why now?',
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const;
