/**
 * Texts of the learning area, verbatim from training-program.md §2 "Learning area" and §8 "Learning area"; texts
 * marked "our wording" are not in the spec. Toasts are `{ title, text }`.
 */
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
  workshopsTitle: 'Upcoming Workshops',
  /** Our wording. */
  noWorkshops: 'No workshops are scheduled right now. New dates are announced here.',
  bookWorkshop: 'Book a Seat',
} as const;

/** The module page, `/learning/module/{moduleId}` (§2, §8). */
export const learningModuleMessages = {
  /** A module that does not exist (§2 "Missing module: Module not found with a back button"). */
  notFound: {
    title: 'Module not found',
    /** Our wording. */
    text: 'This module does not exist or is not open yet.',
  },
  back: 'Go Back',
  backToCourse: 'Back to Course',
  loadFailure: 'Error loading module',
  completed: 'Completed',
  inProgress: 'In Progress',
  videoTitle: 'Video Lesson',
  startVideo: 'Start Video Lesson',
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
  moduleCompleted: 'Module completed!',
  /** Our wording. */
  completeBlocked: 'Pass the quiz to complete this module.',
  /** Our wording. */
  alreadyCompleted: 'You have completed this module.',
  /** Our wording. */
  saveFailure: 'Your progress could not be saved. Please try again.',
} as const;

/** The quiz card (§4 "Learning area quiz", §8). */
export const learningQuizMessages = {
  start: 'Start Quiz Challenge',
  submit: 'Submit Quiz',
  retake: 'Retake Quiz',
  passed: (score: number) =>
    ({ title: 'Quiz passed!', text: `Great job! You scored ${score}%` }) satisfies ToastText,
  failed: (score: number, passingScore: number) =>
    ({
      title: 'Quiz failed',
      text: `You scored ${score}%. Passing score is ${passingScore}%`,
    }) satisfies ToastText,
  submitFailure: { title: 'Error submitting quiz', text: 'Please try again' } satisfies ToastText,
  /** Our wording. */
  passingScore: (score: number) => `Passing score: ${score}%`,
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
  answersRequired: 'Answers are required.',
  unknownQuestion: 'This question is not part of the quiz.',
  invalidAnswer: 'Choose one of the options.',
  missingAnswer: 'Please answer this question.',
  tooManyAnswers: 'Too many answers.',
  courseNotFound: 'This course does not exist.',
  moduleNotFound: 'Module not found',
  notEnrolled: 'Enroll in the course first.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  moduleLocked: 'This module is locked until the previous one is completed.',
  noQuiz: 'This module has no quiz.',
  noVideo: 'This module has no video.',
  noAttemptsLeft: 'You have no attempts left for now.',
  alreadyCompleted: 'You have already completed this module.',
  quizNotPassed: 'Pass the quiz before completing this module.',
  resourceNotFound: 'This resource does not exist.',
  rangeNotSatisfiable: 'The requested range is not part of the file.',
} as const;
