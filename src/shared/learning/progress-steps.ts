/**
 * Module progress in the learning area (training-program.md §4 "Learning area module status", §9): the steps a
 * module's percentage is raised to, and the course's overall progress. Progress never goes down.
 */

/** The percentage each step raises a module to (§9: 10, 50, 70, 90, 100). */
export const LEARNING_PROGRESS_STEPS = {
  /** The module page was opened for the first time (started_at set). */
  opened: 10,
  /** Start Video Lesson. */
  videoStarted: 50,
  /** Mark as Read. */
  lessonRead: 70,
  /** The module's quiz was passed (set by the server when it scores a passing attempt). */
  quizPassed: 90,
  /** Complete Module. */
  completed: 100,
} as const;

/** A step by name. */
export type LearningProgressStep = keyof typeof LEARNING_PROGRESS_STEPS;

/** The steps a learner reports themselves; `quizPassed` and `completed` are the server's to set. */
export const LEARNER_REPORTED_STEPS = ['opened', 'videoStarted', 'lessonRead'] as const;
export type LearnerReportedStep = (typeof LEARNER_REPORTED_STEPS)[number];

/** The percentage after `step`: the step's value, or the current one when it is already higher (never lower). */
export function raiseProgress(currentPercent: number, step: LearningProgressStep): number {
  return Math.max(currentPercent, LEARNING_PROGRESS_STEPS[step]);
}

/**
 * Overall course progress (§4): completed modules over all modules as a whole percent, rounded; 0 for a course
 * without modules.
 */
export function courseProgressPercent(completedModules: number, totalModules: number): number {
  return totalModules === 0 ? 0 : Math.round((completedModules / totalModules) * 100);
}
