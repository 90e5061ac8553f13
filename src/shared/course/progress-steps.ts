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

/** The learning area's steps (§9: 10, 50, 70, 90, 100). */
const LEARNING_PROGRESS_STEPS = {
  opened: 10,
  videoStarted: 50,
  lessonRead: 70,
  quizPassed: 90,
  completed: 100,
} as const;

/** The members program's steps (§9: 10, 25, 50, 75, 100). */
const MEMBERS_PROGRESS_STEPS = {
  started: 10,
  opened: 25,
  worksheet: 50,
  watched: 75,
  completed: 100,
} as const;

/** The percentage of the highest step whose fact is set; 100 once completed. */
function highestStep(steps: readonly (readonly [boolean, number])[]): number {
  return Math.max(0, ...steps.filter(([reached]) => reached).map(([, percent]) => percent));
}

/**
 * The module's percentage in the learning area (§4 "Learning area module status"): opened 10, Start Video Lesson
 * 50, Mark as Read 70, quiz passed 90, completed 100.
 */
export function learningPercent(facts: ModuleFacts): number {
  const s = LEARNING_PROGRESS_STEPS;
  return highestStep([
    [facts.startedAt !== null, s.opened],
    [facts.videoStartedAt !== null, s.videoStarted],
    [facts.lessonReadAt !== null, s.lessonRead],
    [facts.quizPassedAt !== null, s.quizPassed],
    [facts.completedAt !== null, s.completed],
  ]);
}

/**
 * The module's percentage in the members program (§4 "Members program module progress"): Start 10, the module
 * opened 25, worksheet done 50, video watched 75, completed 100. A passed quiz counts 100 only with the rest of the
 * evidence, that is once the module completes (decision 0010).
 */
export function membersPercent(facts: ModuleFacts, parts: Pick<ModuleParts, 'videoSeconds'>): number {
  const s = MEMBERS_PROGRESS_STEPS;
  return highestStep([
    [facts.startedAt !== null, s.started],
    [facts.openedAt !== null, s.opened],
    [facts.worksheetDoneAt !== null, s.worksheet],
    [isVideoWatched(facts.videoCreditedSeconds, parts.videoSeconds), s.watched],
    [facts.completedAt !== null, s.completed],
  ]);
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
