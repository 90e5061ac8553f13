/**
 * One record of what a learner did in a module, two views of it (training-program.md §4 "Members program module
 * progress" and "Learning area module status", §9 "Members progress steps" and "Learning-area progress steps";
 * docs/decisions/0009). The server keeps facts per learner and module ({@link ModuleFacts}); each view derives its
 * percentage from them with its own step table, so completing a module in either view completes it in both. Facts
 * are only ever added, so a percentage never goes down.
 */

import { VIDEO_VISIT_GAP_MS } from '../limits/learning';

/** What the server has seen of one learner in one module. Times are ISO date-times, null while not seen. */
export interface ModuleFacts {
  /** The first step of any kind: Start on the dashboard, or the module page opened. */
  startedAt: string | null;
  /** The module page, and so its lesson, was opened. */
  openedAt: string | null;
  /** Mark as Read. */
  lessonReadAt: string | null;
  /** Start Video Lesson, or the first playback report. */
  videoStartedAt: string | null;
  /** Seconds of the video credited by real playback (never more than its length). */
  videoCreditedSeconds: number;
  /**
   * The worksheet's Mark Complete was accepted (every prompt answered, or a filled file uploaded with at least one
   * prompt answered).
   */
  worksheetDoneAt: string | null;
  /** The best score of the module's quiz, percent 0-100; null before any attempt. */
  bestQuizScore: number | null;
  /** The quiz was passed. */
  quizPassedAt: string | null;
  /** The module was completed. */
  completedAt: string | null;
}

/** The facts of a module nobody has touched. */
export const NO_FACTS: ModuleFacts = {
  startedAt: null,
  openedAt: null,
  lessonReadAt: null,
  videoStartedAt: null,
  videoCreditedSeconds: 0,
  worksheetDoneAt: null,
  bestQuizScore: null,
  quizPassedAt: null,
  completedAt: null,
};

/** The parts a module has, as far as progress and completion care. */
export interface ModuleParts {
  /** The video's length in seconds; null when the module has no video. */
  videoSeconds: number | null;
  /** It has a worksheet (prompts to answer, or a file to fill). */
  hasWorksheet: boolean;
  /** It has a quiz with at least one question. */
  hasQuiz: boolean;
}

/** A video counts as watched once this share of it is credited (issue "One course" item 4: 90 %). */
export const VIDEO_WATCHED_SHARE = 0.9;

/** Whether `creditedSeconds` of a `videoSeconds`-long video count as watched. */
export function isVideoWatched(creditedSeconds: number, videoSeconds: number | null): boolean {
  return videoSeconds !== null && videoSeconds > 0 && creditedSeconds >= VIDEO_WATCHED_SHARE * videoSeconds;
}

/**
 * The share of the video credited as watched, in whole percent rounded down and at most 100 (0 without a video). One
 * figure for the learner's views and the staff person page (issue 38 item 4): rounded down, it reads 90 % only once
 * the video counts as watched ({@link VIDEO_WATCHED_SHARE}).
 */
export function videoWatchedPercent(creditedSeconds: number, videoSeconds: number | null): number {
  if (videoSeconds === null || videoSeconds <= 0) return 0;
  const credited = Math.min(Math.max(creditedSeconds, 0), videoSeconds);
  return Math.min(100, Math.floor((credited / videoSeconds) * 100));
}

/** The learning area's steps, in order (§9: 10, 50, 70, 90, 100). */
const LEARNING_STEPS = ['opened', 'videoStarted', 'lessonRead', 'quizPassed', 'completed'] as const;
export type LearningStep = (typeof LEARNING_STEPS)[number];

const LEARNING_PROGRESS_STEPS: Record<LearningStep, number> = {
  opened: 10,
  videoStarted: 50,
  lessonRead: 70,
  quizPassed: 90,
  completed: 100,
};

/** The members program's steps, in order (§9: 10, 25, 50, 75, 100). */
const MEMBERS_STEPS = ['started', 'opened', 'worksheet', 'watched', 'completed'] as const;
export type MembersStep = (typeof MEMBERS_STEPS)[number];

const MEMBERS_PROGRESS_STEPS: Record<MembersStep, number> = {
  started: 10,
  opened: 25,
  worksheet: 50,
  watched: 75,
  completed: 100,
};

/**
 * The furthest step of a view's step table the learner reached: the step (null before any), its 1-based number in the
 * table (0 before any), the table's length and the view's percentage (the step's). What a module's percentage counts,
 * for its caption (issue 38 item 2: "Step 3 of 5 reached: Lesson read").
 */
export interface StepReached<Step extends string> {
  step: Step | null;
  number: number;
  total: number;
  percent: number;
}

/** The furthest step whose fact is set, of `order` with `percents` (see {@link StepReached}). */
function furthestStep<Step extends string>(
  order: readonly Step[],
  percents: Record<Step, number>,
  reached: Record<Step, boolean>,
): StepReached<Step> {
  let index = -1;
  order.forEach((step, i) => {
    if (reached[step]) index = i;
  });
  const step = index >= 0 ? order[index]! : null;
  return { step, number: index + 1, total: order.length, percent: step ? percents[step] : 0 };
}

/**
 * The learning area's furthest step (§4 "Learning area module status"): opened 10, Start Video Lesson 50, Mark as
 * Read 70, quiz passed 90, completed 100.
 */
export function learningStep(facts: ModuleFacts): StepReached<LearningStep> {
  return furthestStep(LEARNING_STEPS, LEARNING_PROGRESS_STEPS, {
    opened: facts.startedAt !== null,
    videoStarted: facts.videoStartedAt !== null,
    lessonRead: facts.lessonReadAt !== null,
    quizPassed: facts.quizPassedAt !== null,
    completed: facts.completedAt !== null,
  });
}

/** The module's percentage in the learning area: the percent of its {@link learningStep}. */
export function learningPercent(facts: ModuleFacts): number {
  return learningStep(facts).percent;
}

/**
 * The members program's furthest step (§4 "Members program module progress"): Start 10, the module opened 25,
 * worksheet done 50, video watched 75, completed 100. A passed quiz counts 100 only with the rest of the evidence,
 * that is once the module completes (decision 0010).
 */
export function membersStep(
  facts: ModuleFacts,
  parts: Pick<ModuleParts, 'videoSeconds'>,
): StepReached<MembersStep> {
  return furthestStep(MEMBERS_STEPS, MEMBERS_PROGRESS_STEPS, {
    started: facts.startedAt !== null,
    opened: facts.openedAt !== null,
    worksheet: facts.worksheetDoneAt !== null,
    watched: isVideoWatched(facts.videoCreditedSeconds, parts.videoSeconds),
    completed: facts.completedAt !== null,
  });
}

/** The module's percentage in the members program: the percent of its {@link membersStep}. */
export function membersPercent(facts: ModuleFacts, parts: Pick<ModuleParts, 'videoSeconds'>): number {
  return membersStep(facts, parts).percent;
}

/** Mark Module Complete is shown from this members-view percentage (§9). */
export const MARK_COMPLETE_FROM_PERCENT = 50;

/** The dashboard card's button (§2 item 4): Start before the module is started, Review once completed. */
export type ModuleCardAction = 'start' | 'continue' | 'review';

export function moduleCardAction(facts: ModuleFacts): ModuleCardAction {
  if (facts.completedAt !== null) return 'review';
  return facts.startedAt !== null ? 'continue' : 'start';
}

/**
 * The average of the modules' percentages, rounded to a whole percent (§2 item 4: a module not started counts 0);
 * 0 without modules.
 */
export function averagePercent(percentages: readonly number[], totalModules: number): number {
  if (totalModules <= 0) return 0;
  return Math.round(percentages.reduce((total, percent) => total + percent, 0) / totalModules);
}

/** Completed modules over all modules, rounded to a whole percent (§4 "Overall course progress"); 0 without modules. */
export function completedPercent(completedModules: number, totalModules: number): number {
  return totalModules === 0 ? 0 : Math.round((completedModules / totalModules) * 100);
}

/** A part of a module that its completion needs. */
export const COMPLETION_PARTS = ['lesson', 'video', 'worksheet', 'quiz'] as const;
export type CompletionPart = (typeof COMPLETION_PARTS)[number];

/**
 * What the module still needs before it may complete (issue "One course" item 4; decision 0009): the lesson
 * opened; 90 % of the video credited, when it has one; the worksheet done, when it has one; the quiz passed, when it
 * has one. Empty when it may complete (or already has).
 */
export function missingForCompletion(facts: ModuleFacts, parts: ModuleParts): CompletionPart[] {
  if (facts.completedAt !== null) return [];
  const missing: CompletionPart[] = [];
  if (facts.openedAt === null) missing.push('lesson');
  if (parts.videoSeconds !== null && !isVideoWatched(facts.videoCreditedSeconds, parts.videoSeconds))
    missing.push('video');
  if (parts.hasWorksheet && facts.worksheetDoneAt === null) missing.push('worksheet');
  if (parts.hasQuiz && facts.quizPassedAt === null) missing.push('quiz');
  return missing;
}

/** The longest speed-up playback is credited at (issue "One course" item 4: capped at 2x). */
const MAX_CREDITED_PLAYBACK_RATE = 2;

/**
 * Seconds of video a playback report earns (issue "One course" item 4; issue 33 item 7; docs/decisions/0009): what
 * the player says it played, but never more than the wall-clock seconds since the previous report times the
 * playback rate (capped at 2x). The first report of a visit starts the clock and earns nothing: a report with no
 * previous one, and a report more than {@link VIDEO_VISIT_GAP_MS} after the previous one (the player stopped
 * reporting, so the server did not see that time pass as playing; a new sign-in after a pause is such a visit too).
 * Where the earned seconds are in the video, and so what they add to the distinct seconds watched, is
 * src/shared/course/watched-ranges.ts (issue 37 item 4; decision 0026).
 *
 * @param input.playedSeconds - what the player reports it played since its last report.
 * @param input.playbackRate - the player's rate (1 = normal speed).
 * @param input.elapsedMs - ms since the previous report, or null when there is none.
 * @returns the seconds earned, ≥ 0.
 */
export function earnedPlayback(input: {
  playedSeconds: number;
  playbackRate: number;
  elapsedMs: number | null;
}): number {
  const { playedSeconds, playbackRate, elapsedMs } = input;
  if (elapsedMs === null || elapsedMs <= 0 || elapsedMs > VIDEO_VISIT_GAP_MS) return 0;
  const rate = Math.min(Math.max(playbackRate, 0), MAX_CREDITED_PLAYBACK_RATE);
  return Math.max(0, Math.min(playedSeconds, (elapsedMs / 1000) * rate));
}
