/**
 * What the course's pages read, one request each (training-program.md §2 "/learning", "/learning/module/{id}",
 * items 4-5 of "Members program area"; docs/decisions/0009): the published courses, a course with the caller's
 * enrolment and every module's facts and lock (both dashboards), enrolment, and a module page of either view.
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `course_not_found`, `already_enrolled`.
 */
import { asc, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { CourseSummary, CourseView, Enrollment, ModuleView } from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import { moduleResources, userEnrollments } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  courseModules,
  coursePaths,
  factsOf,
  findCourse,
  findEnrollment,
  findProgramCourse,
  locksOf,
  moduleAccess,
  moduleParts,
  progressByModule,
  type ProgressRow,
} from './access';
import { courseCatalog, type CourseRow } from './catalog';
import { moduleState, worksheetAnswersOf } from './progress';
import { findQuiz, quizSummary } from './quiz';

/** The published courses, oldest first, each with its number of active modules (§7 "Select courses"). */
export async function listPublishedCourses(db: Db): Promise<CourseSummary[]> {
  const catalog = await courseCatalog(db);
  return catalog.courses.map((course) => ({
    id: course.id,
    title: course.title,
    description: course.description,
    durationMonths: course.durationMonths,
    moduleCount: catalog.modulesByCourse.get(course.id)?.length ?? 0,
  }));
}

async function courseView(db: Db, userId: string, course: CourseRow): Promise<CourseView> {
  const [enrolledAt, ordered] = await Promise.all([
    findEnrollment(db, userId, course.id),
    courseModules(db, course.id),
  ]);
  const summary = {
    id: course.id,
    title: course.title,
    description: course.description,
    durationMonths: course.durationMonths,
    moduleCount: ordered.length,
    unlockRule: course.unlockRule,
  };
  if (!enrolledAt) return { course: summary, enrolledAt: null, modules: [], lastModuleId: null };
  const [progress, catalog] = await Promise.all([
    progressByModule(
      db,
      userId,
      ordered.map((module) => module.id),
    ),
    courseCatalog(db),
  ]);
  // "Continue where you left off": the started module touched last.
  let last: ProgressRow | undefined;
  for (const row of progress.values())
    if (row.startedAt && (!last || row.touchedAt > last.touchedAt)) last = row;
  const locks = locksOf(course, ordered, progress, enrolledAt, new Date());
  return {
    course: summary,
    enrolledAt: enrolledAt.toISOString(),
    lastModuleId: last?.moduleId ?? null,
    modules: ordered.map((module, index) => {
      const facts = factsOf(progress.get(module.id));
      const lock = locks.get(module.id) ?? null;
      return {
        id: module.id,
        number: index + 1,
        title: module.title,
        description: module.description,
        introduction: module.introduction,
        monthNumber: module.monthNumber,
        weekNumber: module.weekNumber,
        hours: module.hours,
        hasContent: module.content.trim().length > 0,
        resourceCount: catalog.resourceCounts.get(module.id) ?? 0,
        parts: moduleParts(module),
        status: facts.completedAt ? 'completed' : lock ? 'locked' : 'available',
        lock,
        facts,
      };
    }),
  };
}

/**
 * A course as the caller sees it (§2 "/learning"): before enrolment just the course; once enrolled, its modules
 * with the caller's facts, status and what opens a locked one, and the module touched last.
 *
 * @throws {AppError} `course_not_found`.
 */
export async function getCourseView(db: Db, userId: string, courseId: string): Promise<CourseView> {
  return courseView(db, userId, await findCourse(db, courseId));
}

/**
 * The program's course as the caller sees it (the members dashboard, §2 item 4).
 *
 * @throws {AppError} `course_not_found` when no course is published.
 */
export async function getProgramCourseView(db: Db, userId: string): Promise<CourseView> {
  return courseView(db, userId, await findProgramCourse(db));
}

/**
 * Enrols the caller (§7 "insert user_enrollments"); the unlocking rule counts from this date.
 *
 * @throws {AppError} `course_not_found`; `already_enrolled` when the caller already is (the enrolment stays one).
 */
export async function enroll(db: Db, userId: string, courseId: string): Promise<Enrollment> {
  await findCourse(db, courseId);
  const [row] = await db
    .insert(userEnrollments)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ enrolledAt: userEnrollments.enrolledAt });
  if (!row) throw new AppError(API_ERROR_CODES.alreadyEnrolled, m.alreadyEnrolled);
  return { courseId, enrolledAt: row.enrolledAt.toISOString() };
}

/**
 * A module page of either view (§2 "/learning/module/{moduleId}", item 5 "/program-module/{moduleId}"): the
 * lesson, the caller's facts, the video and where they are in it, the worksheet with their answers, the resources,
 * the quiz card (never its questions or answers), the notes and what completion still needs. Reading it changes
 * nothing but the record's existence; opening is its own step.
 *
 * @throws {AppError} as {@link moduleAccess}.
 */
export async function getModuleView(db: Db, userId: string, moduleId: string): Promise<ModuleView> {
  const { course, module, number, ordered, progress } = await moduleAccess(db, userId, moduleId);
  const parts = moduleParts(module);
  const [resources, quizRow, answers] = await Promise.all([
    db
      .select({
        id: moduleResources.id,
        title: moduleResources.title,
        description: moduleResources.description,
        fileType: moduleResources.fileType,
      })
      .from(moduleResources)
      .where(eq(moduleResources.moduleId, moduleId))
      .orderBy(asc(moduleResources.orderIndex)),
    findQuiz(db, moduleId),
    worksheetAnswersOf(db, userId, module),
  ]);
  const quiz = quizRow ? await quizSummary(db, userId, quizRow, course, new Date()) : null;
  return {
    module: {
      id: module.id,
      courseId: module.courseId,
      number,
      title: module.title,
      description: module.description,
      introduction: module.introduction,
      monthNumber: module.monthNumber,
      weekNumber: module.weekNumber,
      hours: module.hours,
      content: module.content,
    },
    totalModules: ordered.length,
    nextModuleId: ordered[number]?.id ?? null,
    parts,
    ...moduleState(module, progress),
    video:
      parts.videoSeconds !== null
        ? {
            url: coursePaths.video(module.id),
            captionsUrl: module.captionsUrl ? coursePaths.captions(module.id) : null,
            durationSeconds: parts.videoSeconds,
            positionSeconds: progress.videoPositionSeconds,
          }
        : null,
    worksheet: parts.hasWorksheet
      ? {
          prompts: module.worksheetPrompts,
          answers,
          fileUrl: module.worksheetUrl ? coursePaths.worksheet(module.id) : null,
          upload:
            progress.worksheetUploadKey && progress.worksheetUploadName
              ? {
                  name: progress.worksheetUploadName,
                  bytes: progress.worksheetUploadBytes ?? 0,
                  url: coursePaths.worksheetUpload(module.id),
                }
              : null,
        }
      : null,
    resources: resources.map((resource) => ({ ...resource, url: coursePaths.resource(resource.id) })),
    quiz,
    notes: { text: progress.notes, savedAt: progress.notesSavedAt?.toISOString() ?? null },
  };
}
