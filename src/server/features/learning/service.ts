/**
 * The learning area's rules (training-program.md §2 "Learning area", §4 "Learning area module status" and
 * "Learning area quiz", §5 "Quiz scoring", §7 "Learning area"; docs/decisions/0009): courses and enrolment,
 * unlocking (`unlock_modules_for_user`), module progress, video playback, quiz attempts scored by the server, and
 * completing a module. Every function that touches a module first checks the caller may see it
 * ({@link moduleAccess}): the module exists and is active, its course is published, the caller is enrolled, and
 * the module is not locked for them.
 *
 * Throws `AppError` with codes `course_not_found`, `module_not_found`, `not_enrolled`, `already_enrolled`,
 * `module_locked`, `no_quiz`, `no_video`, `no_attempts_left`, `already_completed`, `quiz_not_passed`,
 * `validation_failed`.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  LEARNING_PROGRESS_STEPS,
  courseProgressPercent,
  raiseProgress,
} from '@shared/learning/progress-steps';
import type { LearnerReportedStep } from '@shared/learning/progress-steps';
import { attemptAllowance } from '@shared/learning/quiz-attempts';
import { isPassingScore, scoreQuiz } from '@shared/learning/quiz-scoring';
import { QUIZ_RETRY_COOLDOWN_MS, VIDEO_REPORT_SLACK_SECONDS } from '@shared/limits/learning';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type {
  CompletionAnswer,
  CourseSummary,
  CourseView,
  Enrollment,
  ModuleCard,
  ModuleProgress,
  ModuleView,
  PlaybackAnswer,
  PlaybackReport,
  ProgressAnswer,
  QuizAttemptAnswer,
  QuizQuestion,
  QuizSummary,
} from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import {
  courses,
  moduleResources,
  modules,
  quizAttempts,
  quizQuestions,
  quizzes,
  userEnrollments,
  userProgress,
} from '../../db/schema/index';
import { AppError } from '../../errors';

/** A transaction or the database: the functions below run on either. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The API paths the answers link to (the routes of routes.ts). */
export const learningPaths = {
  video: (moduleId: string) => `/api/learning/modules/${moduleId}/video`,
  captions: (moduleId: string) => `/api/learning/modules/${moduleId}/captions`,
  resource: (resourceId: string) => `/api/learning/resources/${resourceId}`,
};

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  durationMonths: courses.durationMonths,
};

/** The progress row of one learner and module. */
const progressOf = (userId: string, moduleId: string) =>
  and(eq(userProgress.userId, userId), eq(userProgress.moduleId, moduleId));

/** Active modules of published courses only. */
const listed = and(eq(modules.isActive, true), eq(courses.status, 'published'));

/** The published courses, oldest first, each with its number of active modules (§7 "Select courses"). */
export async function listPublishedCourses(db: Db): Promise<CourseSummary[]> {
  const rows = await db
    .select({ ...courseColumns, moduleCount: sql<number>`count(${modules.id})::int` })
    .from(courses)
    .leftJoin(modules, and(eq(modules.courseId, courses.id), eq(modules.isActive, true)))
    .where(eq(courses.status, 'published'))
    .groupBy(courses.id)
    .orderBy(asc(courses.createdAt), asc(courses.id));
  return rows;
}

/** @throws {AppError} `course_not_found` unless a published course has this id. */
async function findCourse(db: Tx, courseId: string): Promise<CourseSummary> {
  const [course] = await db
    .select({ ...courseColumns, moduleCount: sql<number>`count(${modules.id})::int` })
    .from(courses)
    .leftJoin(modules, and(eq(modules.courseId, courses.id), eq(modules.isActive, true)))
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')))
    .groupBy(courses.id);
  if (!course) throw new AppError(API_ERROR_CODES.courseNotFound, m.courseNotFound);
  return course;
}

async function findEnrollment(db: Tx, userId: string, courseId: string) {
  const [row] = await db
    .select({ enrolledAt: userEnrollments.enrolledAt })
    .from(userEnrollments)
    .where(and(eq(userEnrollments.userId, userId), eq(userEnrollments.courseId, courseId)));
  return row ?? null;
}

/** The course's active modules in course order: by month, then week (§7). */
async function courseModules(db: Tx, courseId: string) {
  return db
    .select({
      id: modules.id,
      title: modules.title,
      description: modules.description,
      monthNumber: modules.monthNumber,
      weekNumber: modules.weekNumber,
      hours: modules.hours,
      videoFile: modules.videoFile,
    })
    .from(modules)
    .where(and(eq(modules.courseId, courseId), eq(modules.isActive, true)))
    .orderBy(asc(modules.monthNumber), asc(modules.weekNumber), asc(modules.key));
}

/**
 * `unlock_modules_for_user` (§7; docs/decisions/0009): gives the learner a progress row for every active module
 * of the course and opens each locked module that is first in the course or follows a completed one. It never
 * locks a module again. Idempotent; runs at enrolment, after a completion and whenever the course is shown (so a
 * module added to the content later gets its row).
 */
export async function unlockModulesForUser(db: Tx, userId: string, courseId: string): Promise<void> {
  const ordered = await courseModules(db, courseId);
  if (ordered.length === 0) return;
  const ids = ordered.map((module) => module.id);
  const rows = await db
    .select({ moduleId: userProgress.moduleId, status: userProgress.status })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), inArray(userProgress.moduleId, ids)));
  const status = new Map(rows.map((row) => [row.moduleId, row.status]));
  const missing: (typeof userProgress.$inferInsert)[] = [];
  const toOpen: string[] = [];
  ordered.forEach((module, index) => {
    const previous = index === 0 ? null : ordered[index - 1]!.id;
    const open = previous === null || status.get(previous) === 'completed';
    const current = status.get(module.id);
    if (current === undefined)
      missing.push({ userId, moduleId: module.id, status: open ? 'available' : 'locked' });
    else if (current === 'locked' && open) toOpen.push(module.id);
  });
  if (missing.length > 0) await db.insert(userProgress).values(missing).onConflictDoNothing();
  if (toOpen.length > 0)
    await db
      .update(userProgress)
      .set({ status: 'available' })
      .where(
        and(
          eq(userProgress.userId, userId),
          inArray(userProgress.moduleId, toOpen),
          eq(userProgress.status, 'locked'),
        ),
      );
}

/**
 * The course as the caller sees it (§2 "/learning"): before enrolment just the course; once enrolled, its
 * modules with status, progress and what unlocks a locked one, and the overall progress.
 *
 * @throws {AppError} `course_not_found`.
 */
export async function getCourseView(db: Db, userId: string, courseId: string): Promise<CourseView> {
  const course = await findCourse(db, courseId);
  const enrollment = await findEnrollment(db, userId, courseId);
  if (!enrollment) return { course, enrolledAt: null, modules: [], progress: null };
  await unlockModulesForUser(db, userId, courseId);
  const ordered = await courseModules(db, courseId);
  const ids = ordered.map((module) => module.id);
  const [progressRows, resourceCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              moduleId: userProgress.moduleId,
              status: userProgress.status,
              progressPercentage: userProgress.progressPercentage,
            })
            .from(userProgress)
            .where(and(eq(userProgress.userId, userId), inArray(userProgress.moduleId, ids))),
          db
            .select({ moduleId: moduleResources.moduleId, n: count() })
            .from(moduleResources)
            .where(inArray(moduleResources.moduleId, ids))
            .groupBy(moduleResources.moduleId),
        ]);
  const progress = new Map(progressRows.map((row) => [row.moduleId, row]));
  const resources = new Map(resourceCounts.map((row) => [row.moduleId, row.n]));
  const cards: ModuleCard[] = ordered.map((module, index) => {
    const row = progress.get(module.id);
    const status = row?.status ?? 'locked';
    return {
      id: module.id,
      number: index + 1,
      title: module.title,
      description: module.description,
      monthNumber: module.monthNumber,
      weekNumber: module.weekNumber,
      hours: module.hours,
      hasVideo: module.videoFile !== null,
      resourceCount: resources.get(module.id) ?? 0,
      status,
      progressPercentage: row?.progressPercentage ?? 0,
      unlocksAfterModule: status === 'locked' ? index : null,
    };
  });
  const completed = cards.filter((card) => card.status === 'completed').length;
  return {
    course,
    enrolledAt: enrollment.enrolledAt.toISOString(),
    modules: cards,
    progress: {
      completedModules: completed,
      totalModules: cards.length,
      percentage: courseProgressPercent(completed, cards.length),
    },
  };
}

/**
 * Enrols the caller (§7 "insert user_enrollments", then `unlock_modules_for_user`), in one transaction.
 *
 * @throws {AppError} `course_not_found`; `already_enrolled` when the caller already is (the enrolment stays one).
 */
export async function enroll(db: Db, userId: string, courseId: string): Promise<Enrollment> {
  return db.transaction(async (tx) => {
    await findCourse(tx, courseId);
    const [row] = await tx
      .insert(userEnrollments)
      .values({ userId, courseId })
      .onConflictDoNothing()
      .returning({ enrolledAt: userEnrollments.enrolledAt });
    if (!row) throw new AppError(API_ERROR_CODES.alreadyEnrolled, m.alreadyEnrolled);
    await unlockModulesForUser(tx, userId, courseId);
    return { courseId, enrolledAt: row.enrolledAt.toISOString() };
  });
}

const moduleColumns = {
  id: modules.id,
  courseId: modules.courseId,
  title: modules.title,
  description: modules.description,
  introduction: modules.introduction,
  monthNumber: modules.monthNumber,
  weekNumber: modules.weekNumber,
  hours: modules.hours,
  content: modules.content,
  videoFile: modules.videoFile,
  captionsFile: modules.captionsFile,
  videoSeconds: modules.videoSeconds,
};

const progressColumns = {
  status: userProgress.status,
  progressPercentage: userProgress.progressPercentage,
  startedAt: userProgress.startedAt,
  completedAt: userProgress.completedAt,
  lessonReadAt: userProgress.lessonReadAt,
  videoPositionSeconds: userProgress.videoPositionSeconds,
  videoWatchedSeconds: userProgress.videoWatchedSeconds,
  videoReportedAt: userProgress.videoReportedAt,
};

type ModuleRow = Awaited<ReturnType<typeof findModule>>;
type ProgressRow = { [K in keyof typeof progressColumns]: (typeof userProgress.$inferSelect)[K] };

async function findModule(db: Tx, moduleId: string) {
  const [module] = await db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(and(eq(modules.id, moduleId), listed));
  if (!module) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  return module;
}

/**
 * The module and the caller's progress row, if the caller may use the module; with `lock`, the progress row is
 * locked until the transaction ends, so two requests of one learner on one module run one after the other.
 *
 * @throws {AppError} `module_not_found` (unknown, inactive, or its course unpublished), `not_enrolled`,
 * `module_locked`.
 */
export async function moduleAccess(
  db: Tx,
  userId: string,
  moduleId: string,
  options: { lock?: boolean } = {},
): Promise<{ module: ModuleRow; progress: ProgressRow }> {
  const module = await findModule(db, moduleId);
  if (!(await findEnrollment(db, userId, module.courseId)))
    throw new AppError(API_ERROR_CODES.notEnrolled, m.notEnrolled);
  const read = () => {
    const query = db.select(progressColumns).from(userProgress).where(progressOf(userId, moduleId));
    return options.lock ? query.for('update') : query;
  };
  let [progress] = await read();
  if (!progress) {
    // A module added to the content after the learner enrolled.
    await unlockModulesForUser(db, userId, module.courseId);
    [progress] = await read();
  }
  if (!progress || progress.status === 'locked')
    throw new AppError(API_ERROR_CODES.moduleLocked, m.moduleLocked);
  return { module, progress };
}

function progressAnswer(row: ProgressRow): ModuleProgress {
  return {
    status: row.status,
    progressPercentage: row.progressPercentage,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function findQuiz(db: Tx, moduleId: string) {
  const [quiz] = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      description: quizzes.description,
      passingScore: quizzes.passingScore,
      maxAttempts: quizzes.maxAttempts,
    })
    .from(quizzes)
    .where(eq(quizzes.moduleId, moduleId));
  return quiz ?? null;
}

type QuizRow = NonNullable<Awaited<ReturnType<typeof findQuiz>>>;

/** The quiz card's facts for the caller: attempts made and left, last and best score, passed. */
async function quizSummary(db: Tx, userId: string, quiz: QuizRow, now: Date): Promise<QuizSummary> {
  const [attempts, [questions]] = await Promise.all([
    db
      .select({
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        completedAt: quizAttempts.completedAt,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)))
      .orderBy(desc(quizAttempts.attemptNumber)),
    db
      .select({ n: count() })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.isActive, true))),
  ]);
  const allowance = attemptAllowance({
    attemptsMade: attempts.length,
    lastAttemptAt: attempts[0]?.completedAt ?? null,
    maxAttempts: quiz.maxAttempts,
    cooldownMs: QUIZ_RETRY_COOLDOWN_MS,
    now,
  });
  return {
    ...quiz,
    questionCount: questions?.n ?? 0,
    attemptsMade: attempts.length,
    attemptsLeft: allowance.attemptsLeft,
    retryAt: allowance.retryAt,
    lastScore: attempts[0]?.score ?? null,
    bestScore: attempts.length > 0 ? Math.max(...attempts.map((a) => a.score)) : null,
    passed: attempts.some((a) => a.passed),
  };
}

/** Complete Module is allowed: not completed, and no quiz score below passing without a pass (§5). */
function mayComplete(progress: ProgressRow, quiz: QuizSummary | null): boolean {
  if (progress.status === 'completed') return false;
  return !quiz || quiz.attemptsMade === 0 || quiz.passed;
}

/** The 1-based position of the module in its course. */
async function moduleNumber(db: Tx, module: ModuleRow): Promise<number> {
  const ordered = await courseModules(db, module.courseId);
  return ordered.findIndex((other) => other.id === module.id) + 1;
}

/**
 * The module page's data (§2 "/learning/module/{moduleId}"): the lesson, the caller's progress, the video and
 * where they are in it, the resources and the quiz card (never its questions or answers).
 *
 * @throws {AppError} as {@link moduleAccess}.
 */
export async function getModuleView(db: Db, userId: string, moduleId: string): Promise<ModuleView> {
  const { module, progress } = await moduleAccess(db, userId, moduleId);
  const [number, resources, quizRow] = await Promise.all([
    moduleNumber(db, module),
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
  ]);
  const quiz = quizRow ? await quizSummary(db, userId, quizRow, new Date()) : null;
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
    progress: progressAnswer(progress),
    lessonRead: progress.lessonReadAt !== null,
    video:
      module.videoFile && module.videoSeconds
        ? {
            url: learningPaths.video(module.id),
            captionsUrl: module.captionsFile ? learningPaths.captions(module.id) : null,
            durationSeconds: module.videoSeconds,
            positionSeconds: progress.videoPositionSeconds,
            watchedSeconds: progress.videoWatchedSeconds,
          }
        : null,
    resources: resources.map((resource) => ({ ...resource, url: learningPaths.resource(resource.id) })),
    quiz,
    canComplete: mayComplete(progress, quiz),
  };
}

/**
 * Records a step the learner took (§4): `opened` sets started_at (if unset) and at least 10 %, `videoStarted` at
 * least 50 % and starts the playback clock, `lessonRead` at least 70 %. Progress never goes down; a completed
 * module stays at 100 %.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_video` for `videoStarted` on a module without a video.
 */
export async function recordProgressStep(
  db: Db,
  userId: string,
  moduleId: string,
  step: LearnerReportedStep,
): Promise<ProgressAnswer> {
  return db.transaction(async (tx) => {
    const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
    if (step === 'videoStarted' && !module.videoFile) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
    const now = new Date();
    const [row] = await tx
      .update(userProgress)
      .set({
        progressPercentage: raiseProgress(progress.progressPercentage, step),
        startedAt: progress.startedAt ?? now,
        ...(step === 'lessonRead' && !progress.lessonReadAt ? { lessonReadAt: now } : {}),
        ...(step === 'videoStarted' ? { videoReportedAt: now } : {}),
      })
      .where(progressOf(userId, moduleId))
      .returning(progressColumns);
    return { progress: progressAnswer(row!), lessonRead: row!.lessonReadAt !== null };
  });
}

/**
 * A playback report from the player: saves the position (clamped to the video's length) and credits the seconds
 * played since the previous report, at most the wall-clock time since it plus a small slack, and never past the
 * video's length, so "watched" means watched. The first report after the page was opened credits nothing until
 * Start Video Lesson has started the clock.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_video`.
 */
export async function reportPlayback(
  db: Db,
  userId: string,
  moduleId: string,
  report: PlaybackReport,
): Promise<PlaybackAnswer> {
  return db.transaction(async (tx) => {
    const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
    if (!module.videoFile || !module.videoSeconds) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
    const now = new Date();
    const elapsedSeconds = progress.videoReportedAt
      ? (now.getTime() - progress.videoReportedAt.getTime()) / 1000
      : 0;
    const credited = progress.videoReportedAt
      ? Math.min(report.playedSeconds, elapsedSeconds + VIDEO_REPORT_SLACK_SECONDS)
      : 0;
    const watchedSeconds = Math.min(module.videoSeconds, progress.videoWatchedSeconds + credited);
    const positionSeconds = Math.min(module.videoSeconds, report.positionSeconds);
    await tx
      .update(userProgress)
      .set({
        videoPositionSeconds: positionSeconds,
        videoWatchedSeconds: watchedSeconds,
        videoReportedAt: now,
      })
      .where(progressOf(userId, moduleId));
    return { positionSeconds, watchedSeconds };
  });
}

async function activeQuestions(db: Tx, quizId: string) {
  return db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      options: quizQuestions.options,
      correctAnswer: quizQuestions.correctAnswer,
      points: quizQuestions.points,
    })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.isActive, true)))
    .orderBy(asc(quizQuestions.orderIndex));
}

/** @throws {AppError} `no_quiz`. */
async function requireQuiz(db: Tx, moduleId: string): Promise<QuizRow> {
  const quiz = await findQuiz(db, moduleId);
  if (!quiz) throw new AppError(API_ERROR_CODES.noQuiz, m.noQuiz);
  return quiz;
}

/**
 * The quiz's questions for an attempt (§7 "select quiz_questions ... ordered by order_index"): options in order,
 * never the correct key. Only while the caller has an attempt left.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_quiz`; `no_attempts_left`.
 */
export async function getQuizQuestions(db: Db, userId: string, moduleId: string): Promise<QuizQuestion[]> {
  await moduleAccess(db, userId, moduleId);
  const quiz = await requireQuiz(db, moduleId);
  const summary = await quizSummary(db, userId, quiz, new Date());
  if (summary.attemptsLeft === 0) throw new AppError(API_ERROR_CODES.noAttemptsLeft, m.noAttemptsLeft);
  const questions = await activeQuestions(db, quiz.id);
  return questions.map((question) => ({
    id: question.id,
    question: question.question,
    options: Object.entries(question.options)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, label]) => ({ key, label })),
    points: question.points,
  }));
}

/**
 * Scores and stores an attempt (§5, §7 "insert quiz_attempts"): the answers must name every active question of
 * this module's quiz, each with one of its option keys; the score is the server's (`scoreQuiz`), whatever the
 * client may send. A pass raises the module to at least 90 %. One transaction, serialized per learner and module,
 * and the attempt number is unique, so no two submissions can take the same attempt.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_quiz`; `no_attempts_left`; `validation_failed` with a field per
 * question that is unanswered, unknown to this quiz, or answered with a key it does not have.
 */
export async function submitQuizAttempt(
  db: Db,
  userId: string,
  moduleId: string,
  answers: Record<string, string>,
): Promise<QuizAttemptAnswer> {
  return db.transaction(async (tx) => {
    const { progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
    const quiz = await requireQuiz(tx, moduleId);
    const now = new Date();
    const before = await quizSummary(tx, userId, quiz, now);
    if (before.attemptsLeft === 0) throw new AppError(API_ERROR_CODES.noAttemptsLeft, m.noAttemptsLeft);

    const questions = await activeQuestions(tx, quiz.id);
    const fields: Record<string, string> = {};
    const known = new Map(questions.map((question) => [question.id, question]));
    for (const id of Object.keys(answers)) if (!known.has(id)) fields[id] = m.unknownQuestion;
    for (const question of questions) {
      if (!Object.hasOwn(answers, question.id)) fields[question.id] = m.missingAnswer;
      else if (!Object.hasOwn(question.options, answers[question.id]!)) fields[question.id] = m.invalidAnswer;
    }
    if (Object.keys(fields).length > 0)
      throw new AppError(API_ERROR_CODES.validationFailed, 'Please answer every question.', fields);

    const result = scoreQuiz(questions, answers);
    const passed = isPassingScore(result.score, quiz.passingScore);
    const attemptNumber = before.attemptsMade + 1;
    await tx.insert(quizAttempts).values({
      userId,
      quizId: quiz.id,
      attemptNumber,
      score: result.score,
      earnedPoints: result.earnedPoints,
      totalPoints: result.totalPoints,
      passed,
      answers,
      completedAt: now,
    });
    let progressRow = progress;
    if (passed) {
      const [row] = await tx
        .update(userProgress)
        .set({
          progressPercentage: raiseProgress(progress.progressPercentage, 'quizPassed'),
          startedAt: progress.startedAt ?? now,
        })
        .where(progressOf(userId, moduleId))
        .returning(progressColumns);
      progressRow = row!;
    }
    const after = await quizSummary(tx, userId, quiz, now);
    return {
      attempt: {
        attemptNumber,
        score: result.score,
        earnedPoints: result.earnedPoints,
        totalPoints: result.totalPoints,
        passed,
        correct: result.correct,
      },
      quiz: after,
      progress: progressAnswer(progressRow),
      canComplete: mayComplete(progressRow, after),
    };
  });
}

/**
 * Complete Module (§4): status completed, 100 %, completed_at now; then `unlock_modules_for_user` opens the next
 * module. Refused while the quiz has a failing score and no pass (§5).
 *
 * @throws {AppError} as {@link moduleAccess}; `already_completed`; `quiz_not_passed`.
 */
export async function completeModule(db: Db, userId: string, moduleId: string): Promise<CompletionAnswer> {
  return db.transaction(async (tx) => {
    const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
    if (progress.status === 'completed')
      throw new AppError(API_ERROR_CODES.alreadyCompleted, m.alreadyCompleted);
    const quiz = await findQuiz(tx, moduleId);
    const summary = quiz ? await quizSummary(tx, userId, quiz, new Date()) : null;
    if (!mayComplete(progress, summary)) throw new AppError(API_ERROR_CODES.quizNotPassed, m.quizNotPassed);
    const now = new Date();
    const [row] = await tx
      .update(userProgress)
      .set({
        status: 'completed',
        progressPercentage: LEARNING_PROGRESS_STEPS.completed,
        startedAt: progress.startedAt ?? now,
        completedAt: now,
      })
      .where(progressOf(userId, moduleId))
      .returning(progressColumns);
    await unlockModulesForUser(tx, userId, module.courseId);
    const ordered = await courseModules(tx, module.courseId);
    const next = ordered[ordered.findIndex((other) => other.id === moduleId) + 1];
    return { progress: progressAnswer(row!), unlockedModuleId: next?.id ?? null };
  });
}

/**
 * The file name of a module's video or captions under the content media folder, if the caller may watch it.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_video` when the module has none.
 */
export async function moduleMediaFile(
  db: Db,
  userId: string,
  moduleId: string,
  kind: 'video' | 'captions',
): Promise<string> {
  const { module } = await moduleAccess(db, userId, moduleId);
  const file = kind === 'video' ? module.videoFile : module.captionsFile;
  if (!file) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
  return file;
}

/**
 * The file name of a module resource under the content resources folder, if the caller may open its module.
 *
 * @throws {AppError} `resource_not_found`; as {@link moduleAccess}.
 */
export async function moduleResourceFile(db: Db, userId: string, resourceId: string): Promise<string> {
  const [resource] = await db
    .select({ moduleId: moduleResources.moduleId, fileName: moduleResources.fileName })
    .from(moduleResources)
    .where(eq(moduleResources.id, resourceId));
  if (!resource) throw new AppError(API_ERROR_CODES.resourceNotFound, m.resourceNotFound);
  await moduleAccess(db, userId, resource.moduleId);
  return resource.fileName;
}
