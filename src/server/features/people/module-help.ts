/**
 * The help staff give a learner on a module (issue "Staff operations" item 4), each in one transaction with its
 * record in `staff_actions`, and the learner's uploaded worksheet for staff to download.
 *
 * - Reset a quiz round: attempts before the reset stop counting against the round (`quiz_round_reset_at`); their
 *   scores still count.
 * - Open a module early: the module is open for this learner whatever the unlocking rule says (`unlocked_at`).
 *
 * Throws `AppError` with codes `user_not_found`, `module_not_found`, `not_enrolled`, `no_quiz`, `no_file`.
 */
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { staffRequestMessages as m } from '@shared/messages/staff';
import type { PersonDetail } from '@shared/schemas/people';
import type { StaffActionKind } from '@shared/schemas/staff-actions';
import type { Db, Tx } from '../../db/client';
import { moduleProgress, userEnrollments } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type ActedBy } from '../audit/record';
import { locksOf } from '../course/access';
import { courseCatalog } from '../course/catalog';
import { lockAccount } from './account-locks';
import { getPerson } from './person-detail';

/**
 * The module of the program course and the learner's enrolment, for a help action.
 *
 * @throws {AppError} 404 `module_not_found`; 403 `not_enrolled`.
 */
async function enrolledModule(tx: Tx, userId: string, moduleId: string) {
  const catalog = await courseCatalog(tx);
  const found = catalog.moduleIndex.get(moduleId);
  if (!found) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  const [enrolment] = await tx
    .select({ enrolledAt: userEnrollments.enrolledAt })
    .from(userEnrollments)
    .where(and(eq(userEnrollments.userId, userId), eq(userEnrollments.courseId, found.course.id)));
  if (!enrolment) throw new AppError(API_ERROR_CODES.notEnrolled, m.notEnrolled);
  const module = catalog.modulesByCourse.get(found.course.id)![found.position]!;
  return { catalog, course: found.course, module, enrolledAt: enrolment.enrolledAt };
}

/** Sets `set` on the learner's record of the module, making the record when there is none. */
async function setProgress(
  tx: Tx,
  userId: string,
  moduleId: string,
  set: Partial<typeof moduleProgress.$inferInsert>,
) {
  await tx
    .insert(moduleProgress)
    .values({ userId, moduleId, ...set })
    .onConflictDoUpdate({ target: [moduleProgress.userId, moduleProgress.moduleId], set });
}

/** The module of a help action, as {@link enrolledModule} finds it. */
type EnrolledModule = Awaited<ReturnType<typeof enrolledModule>>;

/**
 * One help action on a learner's module, in one transaction: the account locked, the module and enrolment checked,
 * `act` run, and, when it changed something (it answers true), the action recorded as `kind`. Answers the person's
 * page after it.
 *
 * @throws {AppError} 404 `user_not_found`, `module_not_found`; 403 `not_enrolled`; and what `act` throws.
 */
async function helpOnModule(
  db: Db,
  userId: string,
  moduleId: string,
  by: ActedBy,
  now: Date,
  kind: StaffActionKind,
  act: (tx: Tx, found: EnrolledModule) => Promise<boolean>,
): Promise<PersonDetail> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const found = await enrolledModule(tx, userId, moduleId);
    if (!(await act(tx, found))) return;
    await recordStaffAction(tx, by, {
      kind,
      subjectUserId: userId,
      subjectEmail: account.email,
      details: { moduleId, monthNumber: found.module.monthNumber, title: found.module.title },
    });
  });
  return getPerson(db, userId, now);
}

/**
 * `POST /admin/people/:userId/modules/:moduleId/quiz-reset`: a fresh round of the module's quiz for the learner,
 * now, whatever round they were in.
 *
 * @throws {AppError} 404 `user_not_found`, `module_not_found`; 403 `not_enrolled`; 400 `no_quiz`.
 */
export async function resetQuizRound(
  db: Db,
  userId: string,
  moduleId: string,
  by: ActedBy,
  now: Date = new Date(),
): Promise<PersonDetail> {
  return helpOnModule(db, userId, moduleId, by, now, 'quiz_round.reset', async (tx, { catalog }) => {
    if (!catalog.quizzes.has(moduleId)) throw new AppError(API_ERROR_CODES.noQuiz, m.noQuiz);
    await setProgress(tx, userId, moduleId, { quizRoundResetAt: now });
    return true;
  });
}

/**
 * `POST /admin/people/:userId/modules/:moduleId/unlock`: opens the module for the learner now, whatever the
 * unlocking rule says. A module that is already open is left as it is and nothing is recorded.
 *
 * @throws {AppError} 404 `user_not_found`, `module_not_found`; 403 `not_enrolled`.
 */
export async function unlockModule(
  db: Db,
  userId: string,
  moduleId: string,
  by: ActedBy,
  now: Date = new Date(),
): Promise<PersonDetail> {
  return helpOnModule(db, userId, moduleId, by, now, 'module.unlocked', async (tx, found) => {
    const { course, enrolledAt, catalog } = found;
    const rows = await tx
      .select({
        moduleId: moduleProgress.moduleId,
        startedAt: moduleProgress.startedAt,
        completedAt: moduleProgress.completedAt,
        unlockedAt: moduleProgress.unlockedAt,
      })
      .from(moduleProgress)
      .where(eq(moduleProgress.userId, userId))
      .for('update');
    const progress = new Map(rows.map((row) => [row.moduleId, row]));
    const ordered = catalog.modulesByCourse.get(course.id) ?? [];
    if (!locksOf(course, ordered, progress, enrolledAt, now).get(moduleId)) return false;
    await setProgress(tx, userId, moduleId, { unlockedAt: now });
    return true;
  });
}

/**
 * The learner's uploaded worksheet of the module, for staff to download: its storage key and name.
 *
 * @throws {AppError} 404 `no_file` when they uploaded none.
 */
export async function personWorksheetUpload(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<{ key: string; name: string }> {
  const [row] = await db
    .select({ key: moduleProgress.worksheetUploadKey, name: moduleProgress.worksheetUploadName })
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), eq(moduleProgress.moduleId, moduleId)));
  if (!row?.key || !row.name) throw new AppError(API_ERROR_CODES.noFile, m.noUpload);
  return { key: row.key, name: row.name };
}
