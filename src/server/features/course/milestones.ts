/**
 * The program's milestones (training-program.md §7 "Members program": `check_and_award_milestones`, §9
 * "Achievements"; docs/decisions/0010, 0024): what the learner has done over the course's active modules, the
 * milestones of the course's catalogue it earns, and the Achievements panel. They live with the course because the
 * course's own steps award them (a passed quiz in quiz.ts, a completed module in completion.ts); the members
 * program's dashboard shows the panel (features/program/service.ts).
 */
import { isVideoWatched } from '@shared/course/progress-steps';
import { RECENT_MILESTONES_SHOWN } from '@shared/limits/program';
import {
  achievementSummary,
  earnedMilestoneKeys,
  type LearnerActivity,
} from '@shared/program/milestone-rules';
import type { Achievements, EarnedMilestone, Milestone } from '@shared/schemas/program';
import type { Db } from '../../db/client';
import { userMilestones } from '../../db/schema/index';
import { moduleParts } from './access';
import { courseCatalog, type CatalogMilestone, type CourseCatalog } from './catalog';
import { readLearnerRecord, type LearnerRecord } from './learner-record';

/**
 * What the learner has done over the program course's active modules (the measures of the milestone criteria): one
 * record, whichever view they used. A video counts as watched once 90 % of it is credited by playback.
 */
function learnerActivity(record: LearnerRecord, catalog: CourseCatalog): LearnerActivity {
  const ordered = catalog.courses[0] ? (catalog.modulesByCourse.get(catalog.courses[0].id) ?? []) : [];
  const records = record.progress;
  const activity: LearnerActivity = {
    modulesStarted: 0,
    modulesCompleted: 0,
    quizzesPassed: 0,
    worksheetsCompleted: 0,
    videosWatched: 0,
    modulesWithNotes: 0,
    totalModules: ordered.length,
  };
  for (const module of ordered) {
    const row = records.get(module.id);
    if (!row) continue;
    if (row.startedAt) activity.modulesStarted += 1;
    if (row.completedAt) activity.modulesCompleted += 1;
    if (row.quizPassedAt) activity.quizzesPassed += 1;
    if (row.worksheetDoneAt) activity.worksheetsCompleted += 1;
    if (isVideoWatched(row.videoCreditedSeconds, moduleParts(module).videoSeconds))
      activity.videosWatched += 1;
    if (/\S/.test(row.notes)) activity.modulesWithNotes += 1;
  }
  return activity;
}

/** A catalogue milestone as the panel shows it. */
const shown = ({ key: _key, criterion: _criterion, ...milestone }: CatalogMilestone): Milestone => milestone;

/**
 * Awards every active milestone whose criterion the learner now meets and has not earned yet (the insert skips one
 * already earned on the unique key (user, milestone), so none is ever awarded twice, even by two checks at once).
 *
 * @returns what this call awarded, and every milestone the learner has earned with when.
 */
async function awardDue(db: Db, userId: string, revision?: number) {
  const [catalog, learner] = await Promise.all([courseCatalog(db), readLearnerRecord(db, userId, revision)]);
  const activity = learnerActivity(learner, catalog);
  const earned = new Map(learner.earned);
  const dueKeys = new Set(earnedMilestoneKeys(activity, catalog.milestones));
  const due = catalog.milestones.filter(
    (milestone) => dueKeys.has(milestone.key) && !earned.has(milestone.id),
  );
  const awarded: EarnedMilestone[] = [];
  if (due.length > 0) {
    const inserted = await db
      .insert(userMilestones)
      .values(due.map((milestone) => ({ userId, milestoneId: milestone.id })))
      .onConflictDoNothing()
      .returning({ milestoneId: userMilestones.milestoneId, earnedAt: userMilestones.earnedAt });
    const byId = new Map(due.map((milestone) => [milestone.id, milestone]));
    for (const { milestoneId, earnedAt } of inserted) {
      earned.set(milestoneId, earnedAt);
      awarded.push({ milestone: shown(byId.get(milestoneId)!), earnedAt: earnedAt.toISOString() });
    }
  }
  return { awarded, earned, catalog };
}

/**
 * `check_and_award_milestones` (§7): awards every active milestone whose criterion the learner now meets and has
 * not earned yet. Idempotent, and safe when two run at once.
 *
 * @returns the milestones this call awarded, oldest catalogue entry first.
 */
export async function checkAndAwardMilestones(db: Db, userId: string): Promise<EarnedMilestone[]> {
  return (await awardDue(db, userId)).awarded;
}

/**
 * The dashboard's Achievements panel (`GET /program/dashboard`): runs `check_and_award_milestones`, then the panel
 * (§9): percent earned (rounded), total points, the 3 most recent, and the catalogue ordered by points (§7 "Select
 * milestones ordered by points").
 *
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 */
export async function getAchievements(db: Db, userId: string, revision?: number): Promise<Achievements> {
  const { earned, catalog } = await awardDue(db, userId, revision);
  const catalogue = catalog.milestones;
  const earnedList = catalogue
    .filter((milestone) => earned.has(milestone.id))
    .map((milestone) => ({ milestone: shown(milestone), earnedAt: earned.get(milestone.id)! }))
    .sort((a, b) => b.earnedAt.getTime() - a.earnedAt.getTime() || b.milestone.points - a.milestone.points);
  const summary = achievementSummary(
    earnedList.map((row) => row.milestone.points),
    catalogue.length,
  );
  return {
    ...summary,
    earnedCount: earnedList.length,
    totalMilestones: catalogue.length,
    recent: earnedList
      .slice(0, RECENT_MILESTONES_SHOWN)
      .map((row) => ({ milestone: row.milestone, earnedAt: row.earnedAt.toISOString() })),
    milestones: catalogue.map(shown),
  };
}
