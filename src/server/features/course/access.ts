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
import type { Db } from '../../db/client';
import { moduleProgress, userEnrollments } from '../../db/schema/index';
import { AppError } from '../../errors';
import { courseCatalog, type CourseRow, type ModuleRow } from './catalog';

/** A transaction or the database: the functions below run on either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

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

/** The course's active modules in course order: by month, then week (§7). */
export async function courseModules(db: Tx, courseId: string): Promise<ModuleRow[]> {
  return (await courseCatalog(db)).modulesByCourse.get(courseId) ?? [];
}

/** What completion and the percentages need to know of a module's parts. */
export function moduleParts(module: ModuleRow): ModuleParts {
  return {
    videoSeconds: module.videoUrl !== null ? (module.videoSeconds ?? null) : null,
    hasWorksheet: module.worksheetPrompts.length > 0 || module.worksheetUrl !== null,
    hasQuiz: module.hasQuiz,
  };
}

export const progressColumns = {
  moduleId: moduleProgress.moduleId,
  startedAt: moduleProgress.startedAt,
  openedAt: moduleProgress.openedAt,
  lessonReadAt: moduleProgress.lessonReadAt,
  videoStartedAt: moduleProgress.videoStartedAt,
  videoPositionSeconds: moduleProgress.videoPositionSeconds,
  videoCreditedSeconds: moduleProgress.videoCreditedSeconds,
  videoReportedAt: moduleProgress.videoReportedAt,
  worksheetDoneAt: moduleProgress.worksheetDoneAt,
  worksheetUploadKey: moduleProgress.worksheetUploadKey,
  worksheetUploadName: moduleProgress.worksheetUploadName,
  worksheetUploadBytes: moduleProgress.worksheetUploadBytes,
  bestQuizScore: moduleProgress.bestQuizScore,
  quizPassedAt: moduleProgress.quizPassedAt,
  completedAt: moduleProgress.completedAt,
  notes: moduleProgress.notes,
  notesSavedAt: moduleProgress.notesSavedAt,
  touchedAt: moduleProgress.touchedAt,
};

export type ProgressRow = { [K in keyof typeof progressColumns]: (typeof moduleProgress.$inferSelect)[K] };

/** The progress record of one learner and module. */
export const progressOf = (userId: string, moduleId: string) =>
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
  progress: ReadonlyMap<string, ProgressRow>,
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
  /** The caller's record of this module, made when missing. */
  progress: ProgressRow;
}

/**
 * The module, its course and the caller's record of it, if the caller may use the module: it exists and is
 * active, its course is published, the caller is enrolled, and the unlocking rule opens it for them. The record is
 * made when missing; with `lock`, it is locked until the transaction ends, so two requests of one learner on one
 * module run one after the other. Every module route of both views calls this first.
 *
 * @throws {AppError} `module_not_found` (unknown, inactive, or its course unpublished), `not_enrolled`,
 * `module_locked`.
 */
export async function moduleAccess(
  db: Tx,
  userId: string,
  moduleId: string,
  options: { lock?: boolean; now?: Date } = {},
): Promise<ModuleAccess> {
  const catalog = await courseCatalog(db);
  const found = catalog.moduleIndex.get(moduleId);
  if (!found) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  const { course } = found;
  const ordered = catalog.modulesByCourse.get(course.id) ?? [];
  const [enrolledAt, progress] = await Promise.all([
    findEnrollment(db, userId, course.id),
    progressByModule(
      db,
      userId,
      ordered.map((module) => module.id),
    ),
  ]);
  if (!enrolledAt) throw new AppError(API_ERROR_CODES.notEnrolled, m.notEnrolled);
  const lock = locksOf(course, ordered, progress, enrolledAt, options.now ?? new Date()).get(moduleId);
  if (lock) throw new AppError(API_ERROR_CODES.moduleLocked, m.moduleLocked);
  const index = found.position;
  const read = () => {
    const query = db.select(progressColumns).from(moduleProgress).where(progressOf(userId, moduleId));
    return options.lock ? query.for('update') : query;
  };
  let [row] = options.lock || !progress.has(moduleId) ? await read() : [progress.get(moduleId)!];
  if (!row) {
    await db.insert(moduleProgress).values({ userId, moduleId }).onConflictDoNothing();
    [row] = await read();
  }
  return { course, module: ordered[index]!, number: index + 1, ordered, progress: row! };
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
