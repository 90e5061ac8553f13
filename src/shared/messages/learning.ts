/**
 * Texts of the learning area, verbatim from training-program.md §2 "Learning area" and §8 "Learning area"; texts
 * marked "our wording" are not in the spec. Toasts are `{ title, text }`.
 */
import { formatCount } from '../format-count';
import { PROGRAM_TITLE } from './program';
import type { ToastText } from './toast-text';

/** The /learning page (§2, §8). */
export const learningMessages = {
  loadingCourses: 'Loading courses...',
  coursesLoadFailure: { title: 'Error loading courses', text: 'Please try again later' } satisfies ToastText,
  enrolled: {
    title: 'Successfully enrolled!',
    text: 'Welcome to the Artist Development Program',
  } satisfies ToastText,
  enrollFailure: { title: 'Enrollment failed', text: 'Please try again later' } satisfies ToastText,
  enrollNow: 'Enroll Now',
  /** The enrol button of the selected course's hero. Our wording. */
  enrollInCourse: 'Enroll in This Course',
  /** Our wording. */
  noCourses: 'No courses are open for enrolment right now. Please check back soon.',
  watchVideo: 'Watch Video',
  resources: 'Resources',
  startModule: 'Start Module',
  /** Our wording: the button of a completed module. */
  reviewModule: 'Review Module',
  statusLabels: { locked: 'Locked', available: 'Available', completed: 'Completed' },
  /** A locked card (docs/decisions/0009). */
  unlocksAfter: (moduleNumber: number) => `Unlocks when Module ${moduleNumber} is completed`,
  /** A card locked by the course's schedule (docs/decisions/0009), with the day it opens. Our wording. */
  opensOn: (date: string) => `Opens on ${date}`,
  workshopsTitle: 'Upcoming Workshops',
  /** Our wording. */
  noWorkshops: 'No workshops are scheduled right now. New dates are announced here.',
  bookWorkshop: 'Book a Seat',

  /** The marketing landing (§2 "a marketing landing (certification included; skill areas ...)"). Our wording. */
  landing: {
    eyebrow: 'Online Learning',
    title: PROGRAM_TITLE,
    lead: 'A self-paced program for independent artists: learn how the music business works, sharpen your craft and finish with a plan you can run.',
    highlights: {
      certification: { title: 'Certification included', text: 'Earn a Certificate of Completion' },
      modules: { title: '6 modules', text: 'One module a month, at your own pace' },
      hours: { title: '3-5 hours each', text: 'Video lessons, worksheets and quizzes' },
    },
    highlightsLabel: 'Program highlights',
    viewCourses: 'View Courses',
    skillsTitle: "Skills you'll build",
    skills: [
      {
        key: 'marketing',
        title: 'Marketing',
        text: 'Plan releases, grow your audience and turn listeners into fans.',
      },
      {
        key: 'production',
        title: 'Production',
        text: 'Take a song from demo to finished master with confidence.',
      },
      {
        key: 'revenue',
        title: 'Revenue Streams',
        text: 'Understand royalties, splits and every way your music earns.',
      },
      {
        key: 'image',
        title: 'Image Development',
        text: 'Shape a brand and visual identity that fits your music.',
      },
    ],
    coursesTitle: 'Available Courses',
    coursesLead: 'Sign in with your approved artist account to enroll and track your progress.',
    /** Signed in, but the account is not an approved artist (the API answers 403). */
    notApproved: (email: string) =>
      `You are signed in as ${email}, which is not an approved artist account. Enrollment is open to approved artists: sign in with your artist account to enroll.`,
  },

  /** A course's facts (card and hero). Our wording. */
  durationMonths: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
  moduleCount: (count: number) => `${count} ${count === 1 ? 'module' : 'modules'}`,
  durationLabel: 'Duration',
  modulesLabel: 'Modules',
  /** Our wording. */
  enrolling: 'Enrolling...',
  /** Our wording. */
  loadingCourse: 'Loading your course...',

  /** The enrolled view. Our wording. */
  enrolledOn: (date: string) => `Enrolled ${date}`,
  courseProgress: 'Course progress',
  modulesCompleted: (completed: number, total: number) => `${completed} of ${total} modules completed`,
  /**
   * What the course's percentage counts (issue 38 item 2): completed modules only, unlike the members dashboard's
   * Overall Progress (the average of module progress).
   */
  courseProgressCounts: 'Counts completed modules only',
  modulesTitle: 'Course Modules',
  week: (week: number) => `Week ${week}`,
  moduleNumber: (moduleNumber: number) => `Module ${moduleNumber}`,
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  resourcesCount: (count: number) => `(${count})`,

  /** The workshops card. Our wording. */
  loadingWorkshops: 'Loading workshops...',
  workshopsLoadFailure: 'Workshops could not be loaded.',
  hostedBy: (host: string) => `Hosted by ${host}`,
} as const;

/** The module page, `/learning/module/{moduleId}` (§2, §8). */
export const learningModuleMessages = {
  /** A module that does not exist, under the title `courseMessages.modulePage.notFound`. Our wording. */
  notFoundText: 'This module does not exist or is not open yet.',
  back: 'Go Back',
  backToCourse: 'Back to Course',
  /** Our wording. */
  locked: 'This module is not open yet: your course page says when it opens.',
  /** Our wording. */
  notEnrolled: 'Enroll in the course to open its modules.',
  /** Our wording: e.g. 'Module 2 · Month 2 · Week 5 · 4 hours'. */
  position: (number: number, month: number, week: number, hours: number) =>
    `Module ${number} · Month ${month} · Week ${week} · ${hours} hours`,
  /** Our wording. */
  progressTitle: 'Your Progress',
  loadFailure: 'Error loading module',
  videoTitle: 'Video Lesson',
  startVideo: 'Start Video Lesson',
  /** Our wording (issue 38 item 4): the button once the video counts as watched, beside the 'Watched' mark. */
  watchAgain: 'Watch Again',
  /** Our wording: the player's accessible name. */
  videoLabel: (title: string) => `Video lesson: ${title}`,
  /** Our wording: the share the server counted as watched. */
  watched: (percent: number) => `Watched ${percent}% of the video`,
  /** Our wording. */
  noVideo: 'This module has no video lesson.',
  contentTitle: 'Lesson Content',
  markAsRead: 'Mark as Read',
  /** Our wording. */
  lessonRead: 'Lesson read',
  resourcesTitle: 'Downloadable Resources',
  /** Our wording. */
  noResources: 'No downloadable resources for this module yet.',
  completeTitle: 'Complete Module',
  completeModule: 'Complete Module',
  /** Our wording. */
  completeReady: 'Finished the lesson? Complete the module to open the next one.',
  /** Our wording. */
  nextModule: 'Next Module',
  /** Our wording. */
  alreadyCompleted: 'You have completed this module.',
  /** Our wording. */
  saveFailure: 'Your progress could not be saved. Please try again.',
  /** Our wording: the worksheet card's title in the learning area. */
  worksheetTitle: 'Worksheet',
} as const;

/**
 * Texts both views of the one course share (issue "One course"; our wording unless marked): progress figures, the
 * module page's title, loading and status, the worksheet answered in the app, what an autosaved text says of itself,
 * the video's keys, the completion toast, what completion still needs, the quiz card's texts and its per-question
 * results and review, and the certificate a completion issued.
 */
export const courseMessages = {
  /** A progress figure, e.g. "40% complete". */
  percentComplete: (percent: number) => `${percent}% complete`,
  /** A module's progress bar. */
  moduleProgress: (title: string) => `Progress in ${title}`,
  /**
   * What a module's percentage counts (issue 38 item 2): the furthest step of the view's step table, e.g. "Step 3 of
   * 5 reached: Lesson read"; before any step, "No steps done yet (0 of 5)".
   */
  stepCaption: (number: number, total: number, step: string | null) =>
    step === null ? `No steps done yet (0 of ${total})` : `Step ${number} of ${total} reached: ${step}`,
  /** The learning area's steps (§4: 10, 50, 70, 90, 100). */
  learningSteps: {
    opened: 'Module opened',
    videoStarted: 'Video started',
    lessonRead: 'Lesson read',
    quizPassed: 'Quiz passed',
    completed: 'Module completed',
  },
  /** The members program's steps (§4: 10, 25, 50, 75, 100). */
  membersSteps: {
    started: 'Started',
    opened: 'Module opened',
    worksheet: 'Worksheet done',
    watched: 'Video watched',
    completed: 'Module completed',
  },
  /** The module page of both views (§2 "Missing module: Module not found with a back button"). */
  modulePage: {
    loading: 'Loading module...',
    notFound: 'Module not found',
    closedTitle: 'Module not open yet',
    status: { completed: 'Completed', inProgress: 'In Progress' },
  },
  /** What an autosaved text (a worksheet answer, the notes) says of itself (§8 "Module" of the members program). */
  autosave: { saved: 'Saved', saving: 'Saving...', unsaved: 'Unsaved changes' },
  /** The characters counter of an autosaved text, e.g. "1,204 / 20,000 characters". */
  counter: (length: number, max: number) => `${formatCount(length)} / ${formatCount(max)} characters`,
  /** The video player's keys. */
  videoKeys: "K plays and pauses, J and L move 5 seconds back or ahead; captions are in the player's menu.",
  /** The toast of a completed module (§8 of both areas). */
  moduleCompleted: 'Module completed!',
  /** The worksheet card's answers (its title, buttons and list title are `programModuleMessages`'). */
  worksheet: {
    hint: 'Your answers save on their own as you type.',
    saveFailure: 'Failed to save your answer',
    leaveWarning: 'You have unsaved worksheet answers. Leave anyway?',
    /** The learner's uploaded, filled worksheet. */
    uploaded: (name: string) => `Your filled worksheet: ${name}`,
    uploadLabel: 'Upload your filled worksheet',
    uploadHint:
      'Filled in on paper or on your computer? Upload it (PDF, DOC, DOCX or CSV) and answer at least one prompt here instead of every prompt.',
    upload: 'Upload',
    uploadProgress: 'Upload progress',
  },
  /** Before the list of what completion still needs (`learningRequestMessages.missing`). */
  missingTitle: 'Before this module can be completed:',
  /** The quiz card's texts in both views (§8 "Quiz" of the members program). */
  quiz: {
    title: 'Module Quiz',
    submit: 'Submit Quiz',
    retake: 'Retake Quiz',
    bestScore: (score: number) => `Best score: ${score}%`,
    passingScore: (score: number) => `Passing score: ${score}%`,
  },
  quizReview: {
    title: 'Your answers',
    correct: 'Correct',
    incorrect: 'Incorrect',
    yourAnswer: (label: string) => `Your answer: ${label}`,
    noAnswer: 'No answer',
    rightAnswer: (label: string) => `Right answer: ${label}`,
    /** Before the review is shown (not passed, attempts left). */
    reviewLater: 'The right answers and explanations are shown once you pass or have used every attempt.',
  },
  certificate: {
    issued: {
      title: 'Congratulations!',
      text: 'Your program completion certificate has been issued.',
    } satisfies ToastText,
    nameRequired: {
      title: 'Every module is completed',
      text: 'Set the name to print on your certificate in your account, and your certificate will be issued.',
    } satisfies ToastText,
    view: 'View Certificate',
  },
} as const;

/** The quiz card (§4 "Learning area quiz", §8). */
export const learningQuizMessages = {
  /** Our wording. */
  noQuiz: 'This module has no quiz.',
  start: 'Start Quiz Challenge',
  /** Our wording. */
  loading: 'Loading questions...',
  /** Our wording. */
  passedBadge: 'Passed',
  /** Our wording. */
  questionCount: (count: number) => `${count} questions`,
  /** Our wording. */
  yourScore: (score: number) => `You scored ${score}%`,
  /** Our wording. */
  passedText: 'You passed this quiz.',
  passed: (score: number) =>
    ({ title: 'Quiz passed!', text: `Great job! You scored ${score}%` }) satisfies ToastText,
  failed: (score: number, passingScore: number) =>
    ({
      title: 'Quiz failed',
      text: `You scored ${score}%. Passing score is ${passingScore}%`,
    }) satisfies ToastText,
  submitFailure: { title: 'Error submitting quiz', text: 'Please try again' } satisfies ToastText,
  /** Our wording. */
  attemptsLeft: (left: number, max: number) => `Attempts left: ${left} of ${max}`,
  /** Our wording (docs/decisions/0009). */
  retryAt: (when: string) =>
    `You have used every attempt. New attempts open ${when}; review the lesson meanwhile.`,
  /** Our wording: the retake message of a failed result (§4). */
  retakeHint: 'Review the lesson and try again.',
  /** Our wording. */
  loadFailure: 'The questions could not be loaded. Please try again.',
} as const;

/** Messages of the learning API: refused requests (our wording). */
export const learningRequestMessages = {
  invalidCourseId: 'Invalid course id.',
  invalidModuleId: 'Invalid module id.',
  invalidResourceId: 'Invalid resource id.',
  invalidStep: 'Unknown progress step.',
  invalidSeconds: 'Must be a number of seconds.',
  invalidRate: 'Must be a playback rate.',
  invalidPrompt: 'This is not a prompt of the worksheet.',
  notesTooLong: (max: number) => `Notes can be at most ${formatCount(max)} characters.`,
  notesRequired: 'Notes must be text.',
  answerRequired: 'The answer must be text.',
  answerTooLong: (max: number) => `An answer can be at most ${formatCount(max)} characters.`,
  answersRequired: 'Answers are required.',
  unknownQuestion: 'This question is not part of the quiz.',
  invalidAnswer: 'Choose one of the options.',
  missingAnswer: 'Please answer this question.',
  tooManyAnswers: 'Too many answers.',
  courseNotFound: 'This course does not exist.',
  moduleNotFound: 'Module not found',
  notEnrolled: 'Enroll in the course first.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  moduleLocked: 'This module is not open yet.',
  noQuiz: 'No quiz available for this module',
  noVideo: 'This module has no video.',
  noWorksheet: 'This module has no worksheet.',
  noWorksheetFile: 'This module has no worksheet file.',
  noWorksheetUpload: 'You have not uploaded a filled worksheet for this module.',
  fileRequired: 'Choose a file to upload.',
  noAttemptsLeft: 'You have no attempts left for now.',
  alreadyCompleted: 'You have already completed this module.',
  answerEveryQuestion: 'Please answer every question.',
  /** What completion still needs, one text per part (issue "One course" item 4). */
  missing: {
    lesson: 'Open the lesson first',
    video: 'Watch the video to the end first',
    worksheet:
      'Answer every worksheet prompt first, or upload your filled worksheet and answer at least one prompt',
    quiz: 'Pass the quiz to complete this module',
  },
  moduleNotReady: 'This module is not ready to complete yet.',
  videoNotWatched: 'Watch the video to the end first',
  worksheetIncomplete:
    'Answer every worksheet prompt first, or upload your filled worksheet and answer at least one prompt',
  resourceNotFound: 'This resource does not exist.',
  rangeNotSatisfiable: 'The requested range is not part of the file.',
} as const;
