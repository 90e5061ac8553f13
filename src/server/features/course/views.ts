/**
 * What the course's pages read, one request each (training-program.md §2 "/learning", "/learning/module/{id}",
 * items 4-5 of "Members program area"; docs/decisions/0009): the published courses, a course with the caller's
 * enrolment and every module's facts and lock (both dashboards), enrolment, and a module page of either view.
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `course_not_found`, `already_enrolled`.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { CourseSummary, CourseView, Enrollment, ModuleView } from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { ProgressMailer } from '../../mail/progress';
import {
  coursePaths,
  factsOf,
  findCourse,
  findProgramCourse,
  locksOf,
  moduleAccess,
  moduleParts,
} from './access';
import { courseCatalog, type CourseRow } from './catalog';
import { enrollLearner } from './enrolment';
import { readLearnerRecord, type ProgressRow } from './learner-record';
import { moduleState, promptAnswers } from './progress';
import { summarizeQuiz } from './quiz';

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

async function courseView(db: Db, userId: string, course: CourseRow, revision?: number): Promise<CourseView> {
  const [catalog, record] = await Promise.all([courseCatalog(db), readLearnerRecord(db, userId, revision)]);
  const ordered = catalog.modulesByCourse.get(course.id) ?? [];
  const enrolledAt = record.enrollments.get(course.id) ?? null;
  const summary = {
    id: course.id,
    title: course.title,
    description: course.description,
    durationMonths: course.durationMonths,
    moduleCount: ordered.length,
    unlockRule: course.unlockRule,
  };
  if (!enrolledAt) return { course: summary, enrolledAt: null, modules: [], lastModuleId: null };
  const progress = record.progress;
  // "Continue where you left off": the started module of this course touched last.
  let last: ProgressRow | undefined;
  for (const module of ordered) {
    const row = progress.get(module.id);
    if (row?.startedAt && (!last || row.touchedAt > last.touchedAt)) last = row;
  }
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
        resourceCount: catalog.resources.get(module.id)?.length ?? 0,
        parts: moduleParts(module),
        status: facts.completedAt ? 'completed' : lock ? 'locked' : 'available',
        lock,
        facts,
      };
    }),
  };
}

/** The instants at which a course view changes by the clock alone: when each module locked by the schedule opens. */
export function courseViewChangesAt(view: CourseView): (string | null)[] {
  return view.modules.map((module) => (module.lock?.reason === 'schedule' ? module.lock.opensAt : null));
}

/**
 * A course as the caller sees it (§2 "/learning"): before enrolment just the course; once enrolled, its modules
 * with the caller's facts, status and what opens a locked one, and the module touched last.
 *
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 * @throws {AppError} `course_not_found`.
 */
export async function getCourseView(
  db: Db,
  userId: string,
  courseId: string,
  revision?: number,
): Promise<CourseView> {
  return courseView(db, userId, await findCourse(db, courseId), revision);
}

/**
 * The program's course as the caller sees it (the members dashboard, §2 item 4).
 *
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 * @throws {AppError} `course_not_found` when no course is published.
 */
export async function getProgramCourseView(db: Db, userId: string, revision?: number): Promise<CourseView> {
  return courseView(db, userId, await findProgramCourse(db), revision);
}

/**
 * Enrols the caller (§7 "insert user_enrollments"); the unlocking rule counts from this date. The welcome email is
 * queued with the enrolment (enrolment.ts).
 *
 * @throws {AppError} `course_not_found`; `already_enrolled` when the caller already is (the enrolment stays one).
 */
export async function enroll(
  db: Db,
  mailer: ProgressMailer,
  userId: string,
  courseId: string,
): Promise<Enrollment> {
  await findCourse(db, courseId);
  const enrolledAt = await enrollLearner(db, mailer, userId, courseId);
  if (!enrolledAt) throw new AppError(API_ERROR_CODES.alreadyEnrolled, m.alreadyEnrolled);
  return { courseId, enrolledAt: enrolledAt.toISOString() };
}

/** The instants at which a module page changes by the clock alone: when its quiz's next round opens. */
export function moduleViewChangesAt(view: ModuleView): (string | null)[] {
  return [view.quiz?.retryAt ?? null];
}

/**
 * A module page of either view (§2 "/learning/module/{moduleId}", item 5 "/program-module/{moduleId}"): the
 * lesson, the caller's facts, the video and where they are in it, the worksheet with their answers, the resources,
 * the quiz card (never its questions or answers), the notes and what completion still needs, all from one read of
 * the learner record (learner-record.ts). Reading it writes nothing; opening is its own step.
 *
 * @param revision - the learner record's revision as the session read it (`readLearnerRecord`).
 * @throws {AppError} as {@link moduleAccess}.
 */
export async function getModuleView(
  db: Db,
  userId: string,
  moduleId: string,
  revision?: number,
): Promise<ModuleView> {
  const now = new Date();
  const { course, module, number, ordered, progress, record } = await moduleAccess(db, userId, moduleId, {
    now,
    revision,
  });
  const parts = moduleParts(module);
  const catalog = await courseCatalog(db);
  const quizRow = catalog.quizzes.get(moduleId);
  const quiz = quizRow
    ? summarizeQuiz(quizRow, record.attempts.get(quizRow.id) ?? [], course, now, progress.quizRoundResetAt)
    : null;
  const resources = catalog.resources.get(moduleId) ?? [];
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
          answers: promptAnswers(module, record.worksheetAnswers.get(module.id)),
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
