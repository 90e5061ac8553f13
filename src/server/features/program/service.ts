/**
 * The members program's own rules (training-program.md §2 item 4, §7 "Members program", §9 "Achievements";
 * docs/decisions/0010): the profile the dashboard greets, and `check_and_award_milestones` with the Achievements
 * panel. The program's modules, progress and quizzes are the one course's (src/server/features/course).
 *
 * Throws `AppError` with code `unauthorized` (a profile for an account that is gone).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { VIDEO_WATCHED_SHARE } from '@shared/course/progress-steps';
import { RECENT_MILESTONES_SHOWN } from '@shared/limits/program';
import {
  achievementSummary,
  earnedMilestoneKeys,
  type LearnerActivity,
} from '@shared/program/milestone-rules';
import type { ProgramDashboard } from '@shared/schemas/program-dashboard';
import type { Achievements, EarnedMilestone, ProgramProfile } from '@shared/schemas/program';
import type { Db } from '../../db/client';
import {
  artists,
  milestones,
  moduleProgress,
  modules,
  profiles,
  userEnrollments,
  userMilestones,
  users,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { findEnrollment, findProgramCourse } from '../course/access';
import { getProgramCourseView } from '../course/views';

/** A transaction or the database: the functions below run on either. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * The caller's profile (§3 profiles, §7 "Select profiles by user_id"), made on the first visit from the account
 * and its artist record: name from the account (else the artist record), stage name from the artist record.
 */
export async function getProfile(db: Db, userId: string): Promise<ProgramProfile> {
  const select = () =>
    db
      .select({
        name: profiles.name,
        stageName: profiles.stageName,
        email: profiles.email,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId));
  let [profile] = await select();
  if (!profile) {
    const [account] = await db
      .select({
        name: users.name,
        email: users.email,
        artistName: artists.name,
        stageName: artists.stageName,
      })
      .from(users)
      .leftJoin(artists, eq(artists.userId, users.id))
      .where(eq(users.id, userId));
    if (account)
      await db
        .insert(profiles)
        .values({
          userId,
          name: account.name.trim() || account.artistName?.trim() || null,
          stageName: account.stageName?.trim() || null,
          email: account.email,
        })
        .onConflictDoNothing();
    [profile] = await select();
  }
  if (!profile) throw new AppError(API_ERROR_CODES.unauthorized, 'Please sign in.');
  return { profile: { ...profile, createdAt: profile.createdAt.toISOString() } };
}

/**
 * What the learner has done over the active modules of the course (the measures of the milestone criteria): one
 * record, whichever view they used. A video counts as watched once 90 % of it is credited by playback.
 */
async function learnerActivity(db: Tx, userId: string): Promise<LearnerActivity> {
  const flag = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      modulesStarted: flag(sql`${moduleProgress.startedAt} is not null`),
      modulesCompleted: flag(sql`${moduleProgress.completedAt} is not null`),
      quizzesPassed: flag(sql`${moduleProgress.quizPassedAt} is not null`),
      worksheetsCompleted: flag(sql`${moduleProgress.worksheetDoneAt} is not null`),
      videosWatched: flag(
        sql`${modules.videoSeconds} > 0 and ${moduleProgress.videoCreditedSeconds} >= ${VIDEO_WATCHED_SHARE}::real * ${modules.videoSeconds}`,
      ),
      modulesWithNotes: flag(sql`${moduleProgress.notes} ~ '[^[:space:]]'`),
    })
    .from(moduleProgress)
    .innerJoin(modules, eq(modules.id, moduleProgress.moduleId))
    .where(and(eq(moduleProgress.userId, userId), eq(modules.isActive, true)));
  const [total] = await db.select({ n: count() }).from(modules).where(eq(modules.isActive, true));
  return {
    modulesStarted: row?.modulesStarted ?? 0,
    modulesCompleted: row?.modulesCompleted ?? 0,
    quizzesPassed: row?.quizzesPassed ?? 0,
    worksheetsCompleted: row?.worksheetsCompleted ?? 0,
    videosWatched: row?.videosWatched ?? 0,
    modulesWithNotes: row?.modulesWithNotes ?? 0,
    totalModules: total?.n ?? 0,
  };
}

const milestoneColumns = {
  id: milestones.id,
  title: milestones.title,
  description: milestones.description,
  points: milestones.points,
  badgeIcon: milestones.badgeIcon,
  badgeColor: milestones.badgeColor,
};

/**
 * `check_and_award_milestones` (§7): awards every active milestone whose criterion the learner now meets and has
 * not earned yet. Idempotent, and safe when two run at once: the insert skips a milestone already earned on the
 * unique key (user, milestone), so none is ever awarded twice.
 *
 * @returns the milestones this call awarded, oldest catalogue entry first.
 */
export async function checkAndAwardMilestones(db: Db, userId: string): Promise<EarnedMilestone[]> {
  const [activity, catalogue] = await Promise.all([
    learnerActivity(db, userId),
    db
      .select({ ...milestoneColumns, key: milestones.key, criterion: milestones.criterion })
      .from(milestones)
      .where(eq(milestones.isActive, true))
      .orderBy(asc(milestones.points), asc(milestones.key)),
  ]);
  const earned = new Set(earnedMilestoneKeys(activity, catalogue));
  const due = catalogue.filter((milestone) => earned.has(milestone.key));
  if (due.length === 0) return [];
  const inserted = await db
    .insert(userMilestones)
    .values(due.map((milestone) => ({ userId, milestoneId: milestone.id })))
    .onConflictDoNothing()
    .returning({ milestoneId: userMilestones.milestoneId, earnedAt: userMilestones.earnedAt });
  const byId = new Map(due.map((milestone) => [milestone.id, milestone]));
  return inserted.map(({ milestoneId, earnedAt }) => {
    const { key: _key, criterion: _criterion, ...milestone } = byId.get(milestoneId)!;
    return { milestone, earnedAt: earnedAt.toISOString() };
  });
}

/**
 * `GET /program/achievements`: runs {@link checkAndAwardMilestones}, then the panel (§9): percent earned (rounded),
 * total points, the 3 most recent, and the catalogue ordered by points (§7 "Select milestones ordered by points").
 */
export async function getAchievements(db: Db, userId: string): Promise<Achievements> {
  await checkAndAwardMilestones(db, userId);
  const [catalogue, earned] = await Promise.all([
    db
      .select(milestoneColumns)
      .from(milestones)
      .where(eq(milestones.isActive, true))
      .orderBy(asc(milestones.points), asc(milestones.key)),
    db
      .select({ milestone: milestoneColumns, earnedAt: userMilestones.earnedAt })
      .from(userMilestones)
      .innerJoin(milestones, eq(milestones.id, userMilestones.milestoneId))
      .where(and(eq(userMilestones.userId, userId), eq(milestones.isActive, true)))
      .orderBy(desc(userMilestones.earnedAt), desc(milestones.points)),
  ]);
  const summary = achievementSummary(
    earned.map((row) => row.milestone.points),
    catalogue.length,
  );
  return {
    ...summary,
    earnedCount: earned.length,
    totalMilestones: catalogue.length,
    recent: earned
      .slice(0, RECENT_MILESTONES_SHOWN)
      .map((row) => ({ milestone: row.milestone, earnedAt: row.earnedAt.toISOString() })),
    milestones: catalogue,
  };
}

/**
 * `GET /program/dashboard` (§2 item 4), in one request: the profile, the program's course with the caller's facts
 * per module (the members view derives its percentages from them), and the Achievements panel. An approved artist
 * is enrolled in the program's course on their first visit (decision 0010), as the profile is made on it.
 *
 * @throws {AppError} `course_not_found` when no course is published.
 */
export async function getDashboard(db: Db, userId: string): Promise<ProgramDashboard> {
  const course = await findProgramCourse(db);
  if (!(await findEnrollment(db, userId, course.id)))
    await db.insert(userEnrollments).values({ userId, courseId: course.id }).onConflictDoNothing();
  const [{ profile }, view, achievements] = await Promise.all([
    getProfile(db, userId),
    getProgramCourseView(db, userId),
    getAchievements(db, userId),
  ]);
  return { profile, course: view, achievements };
}
