/**
 * The members program's own rules (training-program.md §2 item 4, §7 "Members program", §9 "Achievements";
 * docs/decisions/0010): the profile the dashboard greets, and `check_and_award_milestones` with the Achievements
 * panel. The program's modules, progress and quizzes are the one course's (src/server/features/course).
 *
 * Throws `AppError` with code `unauthorized` (a profile for an account that is gone).
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { isVideoWatched } from '@shared/course/progress-steps';
import { RECENT_MILESTONES_SHOWN } from '@shared/limits/program';
import {
  achievementSummary,
  earnedMilestoneKeys,
  type LearnerActivity,
} from '@shared/program/milestone-rules';
import type { ProgramDashboard } from '@shared/schemas/program-dashboard';
import type { Achievements, EarnedMilestone, Milestone, ProgramProfile } from '@shared/schemas/program';
import type { Db } from '../../db/client';
import { userMilestones } from '../../db/schema/index';
import { AppError } from '../../errors';
import { ensureProfile } from '../account/service';
import { moduleParts } from '../course/access';
import { courseCatalog, type CatalogMilestone, type CourseCatalog } from '../course/catalog';
import { enrollLearner } from '../course/enrolment';
import { readLearnerRecord, type LearnerRecord } from '../course/learner-record';
import { getProgramCourseView } from '../course/views';
import type { ProgressMailer } from '../../mail/progress';

/**
 * The caller's profile (§3 profiles, §7 "Select profiles by user_id"), made on the first visit from the account
 * and its artist record: name from the account (else the artist record), stage name from the artist record.
 *
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 */
export async function getProfile(db: Db, userId: string, revision?: number): Promise<ProgramProfile> {
  let { profile } = await readLearnerRecord(db, userId, revision);
  if (!profile) {
    await ensureProfile(db, userId);
    ({ profile } = await readLearnerRecord(db, userId));
  }
  if (!profile) throw new AppError(API_ERROR_CODES.unauthorized, 'Please sign in.');
  return { profile: { ...profile, createdAt: profile.createdAt.toISOString() } };
}

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
 * `GET /program/achievements`: runs `check_and_award_milestones`, then the panel (§9): percent earned (rounded),
 * total points, the 3 most recent, and the catalogue ordered by points (§7 "Select milestones ordered by points").
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

/**
 * `GET /program/dashboard` (§2 item 4), in one request: the profile, the program's course with the caller's facts
 * per module (the members view derives its percentages from them), and the Achievements panel. An approved artist
 * is enrolled in the program's course on their first visit (decision 0010), as the profile is made on it, and is
 * sent the welcome email then (issue "Staff operations" item 6).
 *
 * @param mailer - queues the welcome email of that first visit.
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 * @throws {AppError} `course_not_found` when no course is published.
 */
export async function getDashboard(
  db: Db,
  mailer: ProgressMailer,
  userId: string,
  revision?: number,
): Promise<ProgramDashboard> {
  // The three parts read the learner's rows in one turn, so one read (or none, at a known revision) answers them.
  const read = (known?: number) =>
    Promise.all([
      getProfile(db, userId, known),
      getProgramCourseView(db, userId, known),
      getAchievements(db, userId, known),
    ]);
  let [{ profile }, course, achievements] = await read(revision);
  if (!course.enrolledAt) {
    // With its welcome email (course/enrolment.ts); a visit racing this one enrols once and welcomes once.
    await enrollLearner(db, mailer, userId, course.course.id);
    // Read again after the write: the session's revision is older than it.
    [{ profile }, course, achievements] = await read();
  }
  return { profile, course, achievements };
}
