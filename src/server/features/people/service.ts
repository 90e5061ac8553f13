/**
 * Staff's People (issue "Staff operations" item 4; training-program.md §7 "select all profiles by created_at
 * descending (admin)"): every account with its access, enrolment in the program, modules completed, last activity
 * and certificate; one person's facts per module (the one-course record), attempts, worksheet answers and upload;
 * and the help staff give. Every action runs in one transaction with its record in `staff_actions`.
 *
 * - Reset a quiz round: attempts before the reset stop counting against the round (`quiz_round_reset_at`); their
 *   scores still count.
 * - Open a module early: the module is open for this learner whatever the unlocking rule says (`unlocked_at`).
 * - Grant or revoke admin; disable or enable the account (every session ends at once). There is always at least one
 *   admin whose account is enabled: the change that would leave none is refused, with the admin rows locked so two
 *   changes at once cannot both pass. An admin cannot disable their own account.
 *
 * Throws `AppError` with codes `user_not_found`, `module_not_found`, `not_enrolled`, `no_quiz`, `no_file`,
 * `last_admin`, `cannot_disable_self`.
 */
import { and, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { staffRequestMessages as m } from '@shared/messages/staff';
import type {
  PeoplePage,
  PeopleQuery,
  PersonDetail,
  PersonModule,
  PersonSummary,
} from '@shared/schemas/people';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  approvedAgents,
  approvedArtists,
  artists,
  moduleProgress,
  profiles,
  sessions,
  staffActions,
  userCertificates,
  userEnrollments,
  userRoles,
  users,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type ActedBy } from '../audit/record';
import { factsOf, locksOf } from '../course/access';
import { courseCatalog, type CourseCatalog } from '../course/catalog';
import { readLearnerRecord } from '../course/learner-record';
import { summarizeQuiz } from '../course/quiz';

/** Most recorded actions a person's page shows (newest first). */
const HISTORY_MAX = 50;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function listState(list: typeof approvedArtists | typeof approvedAgents) {
  return sql<
    'enabled' | 'disabled' | null
  >`(select case when ${list.isEnabled} then 'enabled' else 'disabled' end from ${list} where ${list.email} = ${users.email})`;
}

const isAdminSql = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`;
const isMentorSql = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'mentor')`;

/** The program course and its active modules (none before the course files are loaded). */
function programOf(catalog: CourseCatalog) {
  const course = catalog.courses[0] ?? null;
  const ordered = course ? (catalog.modulesByCourse.get(course.id) ?? []) : [];
  return { course, ordered };
}

/** What the People list selects of an account: named columns only (no hash, no token). */
function summaryColumns(catalog: CourseCatalog) {
  const { course, ordered } = programOf(catalog);
  const moduleIds = ordered.map((module) => module.id);
  const completed =
    moduleIds.length > 0
      ? sql<number>`(select count(*)::int from ${moduleProgress} where ${moduleProgress.userId} = ${users.id} and ${moduleProgress.completedAt} is not null and ${inArray(moduleProgress.moduleId, moduleIds)})`
      : sql<number>`0`;
  return {
    userId: users.id,
    email: users.email,
    accountName: users.name,
    profileName: profiles.name,
    stageName: sql<string | null>`coalesce(${profiles.stageName}, ${artists.stageName})`,
    admin: isAdminSql,
    mentor: isMentorSql,
    artist: listState(approvedArtists),
    agent: listState(approvedAgents),
    enrolledAt: course
      ? sql<
          string | null
        >`(select ${userEnrollments.enrolledAt} from ${userEnrollments} where ${userEnrollments.userId} = ${users.id} and ${userEnrollments.courseId} = ${course.id})`.mapWith(
          userEnrollments.enrolledAt,
        )
      : sql<null>`null`,
    disabledAt: users.disabledAt,
    modulesCompleted: completed,
    lastActivityAt:
      sql<Date | null>`greatest((select max(${moduleProgress.touchedAt}) from ${moduleProgress} where ${moduleProgress.userId} = ${users.id}), (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}))`.mapWith(
        users.createdAt,
      ),
    certificateId: sql<
      string | null
    >`(select ${userCertificates.certificateId} from ${userCertificates} where ${userCertificates.userId} = ${users.id} and ${userCertificates.certificateType} = 'program_completion')`,
    createdAt: users.createdAt,
    cursorTime: sql<string>`${users.createdAt}::text`,
  };
}

type SummaryRow = {
  userId: string;
  email: string;
  accountName: string;
  profileName: string | null;
  stageName: string | null;
  admin: boolean;
  mentor: boolean;
  artist: 'enabled' | 'disabled' | null;
  agent: 'enabled' | 'disabled' | null;
  enrolledAt: Date | null;
  disabledAt: Date | null;
  modulesCompleted: number;
  lastActivityAt: Date | null;
  certificateId: string | null;
  createdAt: Date;
};

function toSummary(row: SummaryRow, modulesTotal: number): PersonSummary {
  return {
    userId: row.userId,
    email: row.email,
    name: (row.profileName?.trim() || row.accountName).trim(),
    stageName: row.stageName,
    admin: row.admin,
    mentor: row.mentor,
    artist: row.artist,
    agent: row.agent,
    enrolledAt: iso(row.enrolledAt),
    disabledAt: iso(row.disabledAt),
    modulesCompleted: row.modulesCompleted,
    modulesTotal,
    lastActivityAt: iso(row.lastActivityAt),
    certificateId: row.certificateId,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectPeople(db: Tx, catalog: CourseCatalog) {
  return db
    .select(summaryColumns(catalog))
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(artists, eq(artists.userId, users.id));
}

/** The filter of the People list. */
function filterOf(filter: PeopleQuery['filter'], catalog: CourseCatalog): SQL | undefined {
  const enabledOn = (list: typeof approvedArtists | typeof approvedAgents) =>
    sql`exists (select 1 from ${list} where ${list.email} = ${users.email} and ${list.isEnabled})`;
  const { course } = programOf(catalog);
  switch (filter) {
    case 'all':
      return undefined;
    case 'learners':
      return course
        ? sql`exists (select 1 from ${userEnrollments} where ${userEnrollments.userId} = ${users.id} and ${userEnrollments.courseId} = ${course.id})`
        : sql`false`;
    case 'artists':
      return enabledOn(approvedArtists);
    case 'agents':
      return enabledOn(approvedAgents);
    case 'admins':
      return isAdminSql;
    case 'disabled':
      return isNotNull(users.disabledAt);
  }
}

/** `GET /admin/people`: one page of accounts, newest first, filtered and searched by name, stage name or email. */
export async function listPeople(db: Db, query: PeopleQuery): Promise<PeoplePage> {
  const catalog = await courseCatalog(db);
  const filters: SQL[] = [];
  const filter = filterOf(query.filter, catalog);
  if (filter) filters.push(filter);
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(profiles.name, pattern),
        ilike(profiles.stageName, pattern),
        ilike(artists.stageName, pattern),
      )!,
    );
  }
  if (query.cursor)
    filters.push(
      sql`(${users.createdAt}, ${users.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id})`,
    );
  const rows = await selectPeople(db, catalog)
    .where(and(...filters))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const total = programOf(catalog).ordered.length;
  return {
    people: page.map((row) => toSummary(row, total)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.userId })
        : null,
  };
}

/** @throws {AppError} 404 `user_not_found`. */
async function summaryOf(db: Tx, catalog: CourseCatalog, userId: string): Promise<PersonSummary> {
  const [row] = await selectPeople(db, catalog).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError(API_ERROR_CODES.userNotFound, m.userNotFound);
  return toSummary(row, programOf(catalog).ordered.length);
}

/** The person's modules: facts, lock, quiz round and attempts, worksheet answers and upload. */
async function modulesOf(db: Db, catalog: CourseCatalog, userId: string, now: Date): Promise<PersonModule[]> {
  const { course, ordered } = programOf(catalog);
  if (!course) return [];
  const record = await readLearnerRecord(db, userId);
  const enrolledAt = record.enrollments.get(course.id);
  if (!enrolledAt) return [];
  const locks = locksOf(course, ordered, record.progress, enrolledAt, now);
  return ordered.map((module, index) => {
    const progress = record.progress.get(module.id);
    const quizRow = catalog.quizzes.get(module.id);
    const attempts = quizRow ? (record.attempts.get(quizRow.id) ?? []) : [];
    const roundResetAt = progress?.quizRoundResetAt ?? null;
    const quiz = quizRow ? summarizeQuiz(quizRow, attempts, course, now, roundResetAt) : null;
    const answers = record.worksheetAnswers.get(module.id);
    return {
      moduleId: module.id,
      number: index + 1,
      monthNumber: module.monthNumber,
      title: module.title,
      facts: factsOf(progress),
      videoSeconds: module.videoUrl !== null ? (module.videoSeconds ?? null) : null,
      lock: locks.get(module.id) ?? null,
      unlockedAt: iso(progress?.unlockedAt ?? null),
      quiz:
        quiz && quizRow
          ? {
              passingScore: quizRow.passingScore,
              maxAttempts: quizRow.maxAttempts,
              attemptsLeft: quiz.attemptsLeft,
              retryAt: quiz.retryAt,
              roundResetAt: iso(roundResetAt),
              attempts: attempts.map((attempt, n) => ({
                attemptNumber: attempts.length - n,
                score: attempt.score,
                passed: attempt.passed,
                completedAt: attempt.completedAt.toISOString(),
              })),
            }
          : null,
      worksheet: module.worksheetPrompts.map((prompt, promptIndex) => ({
        prompt,
        answer: answers?.get(promptIndex) ?? '',
      })),
      upload:
        progress?.worksheetUploadName && progress.worksheetUploadKey
          ? { name: progress.worksheetUploadName, bytes: progress.worksheetUploadBytes ?? 0 }
          : null,
    };
  });
}

/** The recorded staff actions on the person, newest first. */
async function historyOf(db: Tx, userId: string, email: string): Promise<PersonDetail['history']> {
  const rows = await db
    .select({
      id: staffActions.id,
      kind: staffActions.kind,
      actor: staffActions.actorEmail,
      details: staffActions.details,
      createdAt: staffActions.createdAt,
    })
    .from(staffActions)
    .where(or(eq(staffActions.subjectUserId, userId), eq(staffActions.subjectEmail, email)))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.seq))
    .limit(HISTORY_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Whether the account can sign in, as sign-in decides it (docs/decisions/0005, 0022): its email is enabled on an
 * allow-list (approved artists or approved agents; each portal reads its own) and the account is not disabled. The
 * admin and mentor roles admit no one by themselves.
 */
export function canSignIn(person: Pick<PersonSummary, 'artist' | 'agent' | 'disabledAt'>): boolean {
  return person.disabledAt === null && (person.artist === 'enabled' || person.agent === 'enabled');
}

/**
 * `GET /admin/people/:userId`: the account, whether it can sign in, its modules in course order (none when not
 * enrolled) and the staff actions on it.
 *
 * @returns `{ person, canSignIn, modules, history }`.
 * @throws {AppError} 404 `user_not_found`.
 */
export async function getPerson(db: Db, userId: string, now: Date = new Date()): Promise<PersonDetail> {
  const catalog = await courseCatalog(db);
  const person = await summaryOf(db, catalog, userId);
  const [modules, history] = await Promise.all([
    modulesOf(db, catalog, userId, now),
    historyOf(db, userId, person.email),
  ]);
  return { person, canSignIn: canSignIn(person), modules, history };
}

/** The account's id and email, locked for the change. @throws {AppError} 404 `user_not_found`. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new AppError(API_ERROR_CODES.userNotFound, m.userNotFound);
  return row;
}

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
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const { catalog, module } = await enrolledModule(tx, userId, moduleId);
    if (!catalog.quizzes.has(moduleId)) throw new AppError(API_ERROR_CODES.noQuiz, m.noQuiz);
    await setProgress(tx, userId, moduleId, { quizRoundResetAt: now });
    await recordStaffAction(tx, by, {
      kind: 'quiz_round.reset',
      subjectUserId: userId,
      subjectEmail: account.email,
      details: { moduleId, monthNumber: module.monthNumber, title: module.title },
    });
  });
  return getPerson(db, userId, now);
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
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const { course, module, enrolledAt, catalog } = await enrolledModule(tx, userId, moduleId);
    const ordered = catalog.modulesByCourse.get(course.id) ?? [];
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
    const lock = locksOf(course, ordered, progress, enrolledAt, now).get(moduleId);
    if (!lock) return;
    await setProgress(tx, userId, moduleId, { unlockedAt: now });
    await recordStaffAction(tx, by, {
      kind: 'module.unlocked',
      subjectUserId: userId,
      subjectEmail: account.email,
      details: { moduleId, monthNumber: module.monthNumber, title: module.title },
    });
  });
  return getPerson(db, userId, now);
}

/**
 * The lock every change that could leave no admin takes first (docs/decisions/0018): every admin row, ordered by id,
 * `FOR UPDATE` in one statement, before any account is locked. Revoking the role, disabling an account and deleting
 * one all take it, so two of them run one after the other and never wait on each other in a circle. Then the acting
 * admin must still be an admin with an enabled account (the one that ran first may have revoked, disabled or
 * deleted them); their admin row stays locked, so they stay so until the change commits.
 *
 * @throws {AppError} 403 `forbidden` when the acting admin no longer is one (role revoked, account disabled or
 *   deleted while the request ran); the command line is never refused.
 */
export async function lockAdmins(tx: Tx, by: ActedBy): Promise<void> {
  const admins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .orderBy(userRoles.id)
    .for('update');
  if (by === 'command-line') return;
  const [actor] = admins.some((row) => row.userId === by.id)
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, by.id), isNull(users.disabledAt)))
    : [];
  if (!actor) throw new AppError(API_ERROR_CODES.forbidden, m.noLongerAdmin);
}

/**
 * Refuses a change that would leave no enabled admin: counts the enabled admins other than `userId` (with the admin
 * rows locked by {@link lockAdmins}).
 *
 * @throws {AppError} 409 `last_admin`.
 */
async function keepAnAdmin(tx: Tx, userId: string): Promise<void> {
  const [other] = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, userId), isNull(users.disabledAt)))
    .limit(1);
  if (!other) throw new AppError(API_ERROR_CODES.lastAdmin, m.lastAdmin);
}

/**
 * Grants (`admin` true) or revokes the admin role, recorded; doing what is already so records nothing. The admin
 * CLI's `grant-admin` uses it too.
 *
 * @returns whether anything changed.
 * @throws {AppError} 404 `user_not_found`; 409 `last_admin` (revoking the last enabled admin); 403 `forbidden`
 *   (revoking, by an admin who no longer is one: {@link lockAdmins}).
 */
export async function setAdminIn(tx: Tx, userId: string, admin: boolean, by: ActedBy): Promise<boolean> {
  if (!admin) await lockAdmins(tx, by);
  const account = await lockAccount(tx, userId);
  const record = () =>
    recordStaffAction(tx, by, {
      kind: admin ? 'admin.granted' : 'admin.revoked',
      subjectUserId: userId,
      subjectEmail: account.email,
    });
  if (admin) {
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: 'admin' })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (inserted.length === 0) return false;
    await record();
    return true;
  }
  await keepAnAdmin(tx, userId);
  const deleted = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .returning({ id: userRoles.id });
  if (deleted.length === 0) return false;
  await record();
  return true;
}

/**
 * `PUT /admin/people/:userId/admin`: grants or revokes the admin role, and the mentor role when `mentor` is given,
 * in one transaction.
 *
 * @throws {AppError} as {@link setAdminIn}.
 */
export async function setAdmin(
  db: Db,
  userId: string,
  admin: boolean,
  by: ActedBy,
  mentor?: boolean,
): Promise<PersonDetail> {
  await db.transaction(async (tx) => {
    await setAdminIn(tx, userId, admin, by);
    if (mentor !== undefined) await setMentorIn(tx, userId, mentor, by);
  });
  return getPerson(db, userId);
}

/**
 * Grants (`mentor` true) or revokes the mentor role (docs/decisions/0022), recorded as `mentor.granted` /
 * `mentor.revoked`; doing what is already so records nothing.
 *
 * @returns whether anything changed.
 * @throws {AppError} 404 `user_not_found`.
 */
export async function setMentorIn(tx: Tx, userId: string, mentor: boolean, by: ActedBy): Promise<boolean> {
  const account = await lockAccount(tx, userId);
  const changed = mentor
    ? await tx
        .insert(userRoles)
        .values({ userId, role: 'mentor' })
        .onConflictDoNothing()
        .returning({ id: userRoles.id })
    : await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'mentor')))
        .returning({ id: userRoles.id });
  if (changed.length === 0) return false;
  await recordStaffAction(tx, by, {
    kind: mentor ? 'mentor.granted' : 'mentor.revoked',
    subjectUserId: userId,
    subjectEmail: account.email,
  });
  return true;
}

/**
 * `PUT /admin/people/:userId/mentor`: grants or revokes the mentor role. The role admits no one: the answer's
 * `canSignIn` says whether the person can sign in (through a portal whose allow-list has their email enabled), so
 * staff who grant it to someone on no enabled allow-list are told (docs/decisions/0022).
 *
 * @throws {AppError} as {@link setMentorIn}.
 */
export async function setMentor(db: Db, userId: string, mentor: boolean, by: ActedBy): Promise<PersonDetail> {
  await db.transaction((tx) => setMentorIn(tx, userId, mentor, by));
  return getPerson(db, userId);
}

/**
 * `PUT /admin/people/:userId/disabled`: disables the account (every session ends at once, and it cannot sign in)
 * or enables it again. Doing what is already so records nothing.
 *
 * @throws {AppError} 404 `user_not_found`; 409 `cannot_disable_self`; 409 `last_admin` (disabling the last enabled
 *   admin); 403 `forbidden` (disabling, by an admin who no longer is one: {@link lockAdmins}).
 */
export async function setDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  by: ActedBy,
): Promise<PersonDetail> {
  await db.transaction(async (tx) => {
    if (disabled && by !== 'command-line' && by.id === userId)
      throw new AppError(API_ERROR_CODES.cannotDisableSelf, m.notYourself);
    if (disabled) await lockAdmins(tx, by);
    const account = await lockAccount(tx, userId);
    if ((account.disabledAt !== null) === disabled) return;
    if (disabled) {
      const [role] = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
      if (role) await keepAnAdmin(tx, userId);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId));
    await recordStaffAction(tx, by, {
      kind: disabled ? 'account.disabled' : 'account.enabled',
      subjectUserId: userId,
      subjectEmail: account.email,
    });
  });
  return getPerson(db, userId);
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
