/**
 * Who may use which module of the course, and the learner's record of it (training-program.md §4 "Learning area
 * module status", §6; docs/decisions/0009): the course and its modules in order, the enrolment, each module's facts
 * and the unlocking rule. Every route that serves a module's lesson, video, captions, worksheet, quiz or resources,
 * in both views, goes through {@link moduleAccess}.
 *
 * Throws `AppError` with codes `course_not_found`, `module_not_found`, `not_enrolled`, `module_locked`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { NO_FACTS, type ModuleFacts, type ModuleParts } from '@shared/course/progress-steps';
import { moduleLocks, type ModuleLock } from '@shared/course/unlocking';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { Tx } from '../../db/client';
import { moduleProgress, userEnrollments } from '../../db/schema/index';
import { AppError } from '../../errors';
import { courseCatalog, type CourseRow, type ModuleRow } from './catalog';
import { progressColumns, readLearnerRecord, type LearnerRecord, type ProgressRow } from './learner-record';

export type { Tx } from '../../db/client';

/** The API paths the answers link to (the routes of routes.ts). */
export const coursePaths = {
  module: (moduleId: string) => `/api/learning/modules/${moduleId}`,
  video: (moduleId: string) => `/api/learning/modules/${moduleId}/video`,
  captions: (moduleId: string) => `/api/learning/modules/${moduleId}/captions`,
  worksheet: (moduleId: string) => `/api/learning/modules/${moduleId}/worksheet`,
  worksheetUpload: (moduleId: string) => `/api/learning/modules/${moduleId}/worksheet/upload`,
  resource: (resourceId: string) => `/api/learning/resources/${resourceId}`,
};

/** @throws {AppError} `course_not_found` unless a published course has this id. */
export async function findCourse(db: Tx, courseId: string): Promise<CourseRow> {
  const course = (await courseCatalog(db)).courses.find((candidate) => candidate.id === courseId);
  if (!course) throw new AppError(API_ERROR_CODES.courseNotFound, m.courseNotFound);
  return course;
}

/**
 * The program's course: the oldest published one (§2 "/learning loads published courses and auto-selects the
 * first"; the members program is its six modules).
 *
 * @throws {AppError} `course_not_found` when none is published.
 */
export async function findProgramCourse(db: Tx): Promise<CourseRow> {
  const course = (await courseCatalog(db)).courses[0];
  if (!course) throw new AppError(API_ERROR_CODES.courseNotFound, m.courseNotFound);
  return course;
}

/** When the learner enrolled in the course; null when not enrolled. */
export async function findEnrollment(db: Tx, userId: string, courseId: string): Promise<Date | null> {
  const [row] = await db
    .select({ enrolledAt: userEnrollments.enrolledAt })
    .from(userEnrollments)
    .where(and(eq(userEnrollments.userId, userId), eq(userEnrollments.courseId, courseId)));
  return row?.enrolledAt ?? null;
}

/** What completion and the percentages need to know of a module's parts. */
export function moduleParts(module: ModuleRow): ModuleParts {
  return {
    videoSeconds: module.videoUrl !== null ? (module.videoSeconds ?? null) : null,
    hasWorksheet: module.worksheetPrompts.length > 0 || module.worksheetUrl !== null,
    hasQuiz: module.hasQuiz,
  };
}

/** The progress record of one learner and module. */
const progressOf = (userId: string, moduleId: string) =>
  and(eq(moduleProgress.userId, userId), eq(moduleProgress.moduleId, moduleId));

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The facts of a progress record (none when there is no record yet). */
export function factsOf(row: ProgressRow | null | undefined): ModuleFacts {
  if (!row) return NO_FACTS;
  return {
    startedAt: iso(row.startedAt),
    openedAt: iso(row.openedAt),
    lessonReadAt: iso(row.lessonReadAt),
    videoStartedAt: iso(row.videoStartedAt),
    videoCreditedSeconds: row.videoCreditedSeconds,
    worksheetDoneAt: iso(row.worksheetDoneAt),
    bestQuizScore: row.bestQuizScore,
    quizPassedAt: iso(row.quizPassedAt),
    completedAt: iso(row.completedAt),
  };
}

/** The learner's progress records of the given modules, by module id. */
export async function progressByModule(
  db: Tx,
  userId: string,
  moduleIds: readonly string[],
): Promise<Map<string, ProgressRow>> {
  if (moduleIds.length === 0) return new Map();
  const rows = await db
    .select(progressColumns)
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), inArray(moduleProgress.moduleId, [...moduleIds])));
  return new Map(rows.map((row) => [row.moduleId, row]));
}

/** The lock of each module of `ordered` for the learner (null when open), by module id. */
export function locksOf(
  course: Pick<CourseRow, 'unlockRule'>,
  ordered: readonly ModuleRow[],
  progress: ReadonlyMap<string, Pick<ProgressRow, 'startedAt' | 'completedAt' | 'unlockedAt'>>,
  enrolledAt: Date,
  now: Date,
): Map<string, ModuleLock | null> {
  const locks = moduleLocks(
    course.unlockRule,
    ordered.map((module, index) => ({
      number: index + 1,
      monthNumber: module.monthNumber,
      started: progress.get(module.id)?.startedAt != null,
      completed: progress.get(module.id)?.completedAt != null,
      unlocked: progress.get(module.id)?.unlockedAt != null,
    })),
    enrolledAt,
    now,
  );
  return new Map(ordered.map((module, index) => [module.id, locks[index] ?? null]));
}

/** What a module route knows once access is granted. */
export interface ModuleAccess {
  course: CourseRow;
  module: ModuleRow;
  /** 1-based position in the course. */
  number: number;
  /** The course's active modules in order. */
  ordered: ModuleRow[];
  /** The caller's record of this module (see {@link moduleAccess}). */
  progress: ProgressRow;
  /** To read: the caller's learner record the access was decided on; null with `lock`. */
  record: LearnerRecord | null;
}

/** The record of a module the learner has not used yet, as the views show it (nothing is written). */
function unusedProgress(moduleId: string, now: Date): ProgressRow {
  return {
    moduleId,
    startedAt: null,
    openedAt: null,
    lessonReadAt: null,
    videoStartedAt: null,
    videoPositionSeconds: 0,
    videoCreditedSeconds: 0,
    videoReportedAt: null,
    worksheetDoneAt: null,
    worksheetUploadKey: null,
    worksheetUploadName: null,
    worksheetUploadBytes: null,
    bestQuizScore: null,
    quizPassedAt: null,
    completedAt: null,
    notes: '',
    notesSavedAt: null,
    touchedAt: now,
    unlockedAt: null,
    quizRoundResetAt: null,
  };
}

/**
 * The module, its course and the caller's record of it, if the caller may use the module: it exists and is
 * active, its course is published, the caller is enrolled, and the unlocking rule opens it for them. Every module
 * route of both views calls this first.
 *
 * - To read (no `lock`; `db` is the database, never a transaction): the caller's rows come from their learner
 *   record (learner-record.ts; with `revision`, the one kept at that revision), and a module they have not used yet
 *   gets an empty record that is not written.
 * - With `lock` (in a transaction that writes): the record is made when missing and locked until the transaction
 *   ends, so two requests of one learner on one module run one after the other.
 *
 * @throws {AppError} `module_not_found` (unknown, inactive, or its course unpublished), `not_enrolled`,
 * `module_locked`.
 */
export async function moduleAccess(
  db: Tx,
  userId: string,
  moduleId: string,
  options?: { now?: Date; revision?: number },
): Promise<ModuleAccess & { record: LearnerRecord }>;
export async function moduleAccess(
  db: Tx,
  userId: string,
  moduleId: string,
  options: { lock: true; now?: Date },
): Promise<ModuleAccess>;
export async function moduleAccess(
  db: Tx,
  userId: string,
  moduleId: string,
  options: { lock?: boolean; now?: Date; revision?: number } = {},
): Promise<ModuleAccess> {
  const catalog = await courseCatalog(db);
  const found = catalog.moduleIndex.get(moduleId);
  if (!found) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  const { course, position } = found;
  const ordered = catalog.modulesByCourse.get(course.id) ?? [];
  const now = options.now ?? new Date();
  const record = options.lock ? null : await readLearnerRecord(db, userId, options.revision);
  const [enrolledAt, progress] = record
    ? [record.enrollments.get(course.id) ?? null, record.progress]
    : await Promise.all([
        findEnrollment(db, userId, course.id),
        progressByModule(
          db,
          userId,
          ordered.map((module) => module.id),
        ),
      ]);
  if (!enrolledAt) throw new AppError(API_ERROR_CODES.notEnrolled, m.notEnrolled);
  const lock = locksOf(course, ordered, progress, enrolledAt, now).get(moduleId);
  if (lock) throw new AppError(API_ERROR_CODES.moduleLocked, m.moduleLocked);
  const granted = { course, module: ordered[position]!, number: position + 1, ordered, record };
  if (record) return { ...granted, progress: progress.get(moduleId) ?? unusedProgress(moduleId, now) };
  const read = () =>
    db.select(progressColumns).from(moduleProgress).where(progressOf(userId, moduleId)).for('update');
  let [row] = await read();
  if (!row) {
    await db.insert(moduleProgress).values({ userId, moduleId }).onConflictDoNothing();
    [row] = await read();
  }
  return { ...granted, progress: row! };
}

/**
 * Writes `set` to the caller's record of the module (and marks it touched) and returns the new record.
 */
export async function updateProgress(
  db: Tx,
  userId: string,
  moduleId: string,
  set: Partial<typeof moduleProgress.$inferInsert>,
): Promise<ProgressRow> {
  const [row] = await db
    .update(moduleProgress)
    .set({ ...set, touchedAt: new Date() })
    .where(progressOf(userId, moduleId))
    .returning(progressColumns);
  return row!;
}
