/**
 * The members program's own rules (training-program.md §2 item 4, §7 "Members program"; docs/decisions/0010): the
 * profile the dashboard greets, and the dashboard. The program's modules, progress, quizzes and milestones
 * (`check_and_award_milestones`, the Achievements panel: course/milestones.ts) are the one course's
 * (src/server/features/course).
 *
 * Throws `AppError` with code `unauthorized` (a profile for an account that is gone).
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { apiRequestMessages as am } from '@shared/messages/api';
import type { ProgramDashboard } from '@shared/schemas/program-dashboard';
import type { ProgramProfile } from '@shared/schemas/program';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { ensureProfile } from '../account/service';
import { enrollLearner } from '../course/enrolment';
import { readLearnerRecord } from '../course/learner-record';
import { getAchievements } from '../course/milestones';
import { getProgramCourseView } from '../course/views';
import type { ProgressMailer } from '../../mail/progress';

/**
 * The caller's profile (§3 profiles, §7 "Select profiles by user_id"), made on the first visit from the account
 * and its artist record: name from the account (else the artist record), stage name from the artist record.
 *
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 */
async function getProfile(db: Db, userId: string, revision?: number): Promise<ProgramProfile> {
  let { profile } = await readLearnerRecord(db, userId, revision);
  if (!profile) {
    await ensureProfile(db, userId);
    ({ profile } = await readLearnerRecord(db, userId));
  }
  if (!profile) throw new AppError(API_ERROR_CODES.unauthorized, am.signIn);
  return { profile: { ...profile, createdAt: profile.createdAt.toISOString() } };
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
