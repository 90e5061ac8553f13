/**
 * Milestones of the members program (training-program.md §3 milestones / user_milestones, §7
 * "check_and_award_milestones", §9 "Achievements"): which milestone a learner has earned, from what they have
 * done, and the Achievements panel's figures. The catalogue lives in `content/program/milestones.yaml`; each
 * milestone names one criterion below.
 */

/** The badge icons of §3 (default Trophy). */
export const BADGE_ICONS = [
  'Trophy',
  'Award',
  'Target',
  'Brain',
  'CheckCircle',
  'Play',
  'Star',
  'Calendar',
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

/** Badge colours: names the web app maps to its theme tokens. */
export const BADGE_COLORS = ['gold', 'blue', 'green', 'purple', 'rose', 'teal'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

/** What a learner has done, counted over the program's modules. */
export interface LearnerActivity {
  /** Modules with started_at set. */
  modulesStarted: number;
  /** Modules with completed_at set. */
  modulesCompleted: number;
  /** Modules whose quiz has a passing attempt. */
  quizzesPassed: number;
  /** Modules whose worksheet was marked complete. */
  worksheetsCompleted: number;
  /** Modules whose video was marked as watched. */
  videosWatched: number;
  /** Modules with notes that are not blank. */
  modulesWithNotes: number;
  /** The program's modules (six). */
  totalModules: number;
}

/** The measures a criterion can count. */
export const MILESTONE_MEASURES = [
  'modulesStarted',
  'modulesCompleted',
  'quizzesPassed',
  'worksheetsCompleted',
  'videosWatched',
  'modulesWithNotes',
] as const;
type MilestoneMeasure = (typeof MILESTONE_MEASURES)[number];

/**
 * A milestone's criterion: `measure` reaches `atLeast`, or, with `atLeast: 'all'`, every module of the program.
 */
export interface MilestoneCriterion {
  measure: MilestoneMeasure;
  atLeast: number | 'all';
}

/** Whether `activity` meets `criterion`. A program without modules meets no 'all' criterion. */
export function meetsCriterion(activity: LearnerActivity, criterion: MilestoneCriterion): boolean {
  const target = criterion.atLeast === 'all' ? activity.totalModules : criterion.atLeast;
  return target > 0 && activity[criterion.measure] >= target;
}

/** The keys of the milestones `activity` has earned, in catalogue order. */
export function earnedMilestoneKeys(
  activity: LearnerActivity,
  catalogue: readonly { key: string; criterion: MilestoneCriterion }[],
): string[] {
  return catalogue.filter((milestone) => meetsCriterion(activity, milestone.criterion)).map((m) => m.key);
}

/**
 * The Achievements panel's figures (§9): earned over all milestones as a rounded percent (0 with no milestones),
 * and the sum of the earned milestones' points.
 */
export function achievementSummary(
  earnedPoints: readonly number[],
  totalMilestones: number,
): { percentComplete: number; totalPoints: number } {
  return {
    percentComplete: totalMilestones === 0 ? 0 : Math.round((earnedPoints.length / totalMilestones) * 100),
    totalPoints: earnedPoints.reduce((sum, points) => sum + points, 0),
  };
}
