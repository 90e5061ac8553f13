/**
 * Module progress in the members program (training-program.md §4 "Members program module progress", §9 "Members
 * progress steps"): the percentage each step raises a module to, when Mark Module Complete is offered, what the
 * dashboard card's button says, and the overall progress. Progress never goes down.
 */

/** The percentage each step raises a module to (§9: 10, 25, 50, 75, 100). */
export const PROGRAM_PROGRESS_STEPS = {
  /** Start or Continue on the dashboard, when the module is not started yet (sets started_at). */
  started: 10,
  /** Opening the module page when the module is not started yet (sets started_at). */
  opened: 25,
  /** Mark Complete on the worksheet card (sets worksheet_downloaded). */
  worksheet: 50,
  /** Mark as Watched (only for a module with a video). */
  watched: 75,
  /** Passing the module's quiz (sets quiz_completed; set by the server when it scores a passing attempt). */
  quizPassed: 100,
  /** Mark Module Complete (sets completed_at). */
  completed: 100,
} as const;

/** A step by name. */
export type ProgramProgressStep = keyof typeof PROGRAM_PROGRESS_STEPS;

/** The steps the learner reports; `quizPassed` and `completed` have their own routes. */
export const PROGRAM_REPORTED_STEPS = ['started', 'opened', 'worksheet', 'watched'] as const;
export type ProgramReportedStep = (typeof PROGRAM_REPORTED_STEPS)[number];

/** Mark Module Complete is shown from this percentage (§9). */
export const MARK_COMPLETE_FROM_PERCENT = 50;

/** What a module's progress row says, as far as the steps care. */
export interface ProgramProgressState {
  /** Percent, 0-100. */
  progressPercentage: number;
  /** Set once the module was started (Start on the dashboard or opening it). */
  started: boolean;
  /** Set once Mark Module Complete was pressed. */
  completed: boolean;
}

/**
 * The percentage after `step` (§4): `started` and `opened` only act on a module not started yet (10 and 25 %);
 * the others raise it to at least their value. Never lower than now.
 */
export function programProgressAfter(state: ProgramProgressState, step: ProgramProgressStep): number {
  if ((step === 'started' || step === 'opened') && state.started) return state.progressPercentage;
  return Math.max(state.progressPercentage, PROGRAM_PROGRESS_STEPS[step]);
}

/** Mark Module Complete is offered: not completed yet and at least 50 % (§4, §9). */
export function canMarkModuleComplete(state: ProgramProgressState): boolean {
  return !state.completed && state.progressPercentage >= MARK_COMPLETE_FROM_PERCENT;
}

/** The dashboard card's button (§2 item 4): Start before the module is started, Review once completed. */
export type ModuleCardAction = 'start' | 'continue' | 'review';

export function moduleCardAction(state: ProgramProgressState): ModuleCardAction {
  if (state.completed) return 'review';
  return state.started ? 'continue' : 'start';
}

/**
 * Overall progress (§2 item 4): the average of the modules' percentages, rounded to a whole percent; a module with
 * no progress row counts as 0. 0 when there are no modules.
 */
export function overallProgressPercent(percentages: readonly number[], totalModules: number): number {
  if (totalModules <= 0) return 0;
  const sum = percentages.reduce((total, percent) => total + percent, 0);
  return Math.round(sum / totalModules);
}
