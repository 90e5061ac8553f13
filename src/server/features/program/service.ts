/**
 * The members program's rules (training-program.md §2 items 4-5, §4 "Members program module progress" and
 * "Members program quiz", §5 "Quiz scoring", §7 "Members program", §9; docs/decisions/0010): the profile the
 * dashboard greets, the six modules and the caller's progress in each, the progress steps, notes, the player's
 * position, quizzes scored by the server with the best score deciding, Mark Module Complete, and
 * `check_and_award_milestones`.
 *
 * Every module is open to every approved artist (the program is self-paced; decision 0010). Progress rows are made
 * on first use; each change runs in a transaction that locks the caller's row for the module, so two requests of
 * one learner on one module run one after the other.
 *
 * Throws `AppError` with codes `module_not_found`, `no_video`, `no_worksheet`, `no_quiz`, `no_attempts_left`,
 * `already_completed`, `module_not_ready`, `validation_failed`.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { isPassingScore, scoreQuiz } from '@shared/learning/quiz-scoring';
import { RECENT_MILESTONES_SHOWN } from '@shared/limits/program';
import { programRequestMessages as m } from '@shared/messages/program';
import {
  achievementSummary,
  earnedMilestoneKeys,
  type LearnerActivity,
} from '@shared/program/milestone-rules';
import {
  PROGRAM_PROGRESS_STEPS,
  canMarkModuleComplete,
  overallProgressPercent,
  programProgressAfter,
  type ProgramReportedStep,
} from '@shared/program/progress-steps';
import type { PlaybackReport } from '@shared/schemas/learning';
import type {
  Achievements,
  EarnedMilestone,
  ProgramCompletionAnswer,
  ProgramModuleProgress,
  ProgramModuleSummary,
  ProgramModuleView,
  ProgramNotesAnswer,
  ProgramPlaybackAnswer,
  ProgramProfile,
  ProgramProgressAnswer,
  ProgramProgressList,
  ProgramQuizAttemptAnswer,
  ProgramQuizQuestion,
  ProgramQuizSummary,
} from '@shared/schemas/program';
import type { Db } from '../../db/client';
import {
  artists,
  milestones,
  profiles,
  programModules,
  programQuizAttempts,
  programQuizQuestions,
  programQuizzes,
  userMilestones,
  userModuleProgress,
  users,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { issueProgramCertificateIfComplete, type CertificateIssuer } from '../certificates/service';
import { parseFileRef, type FileRef } from './file-refs';

/** A transaction or the database: the functions below run on either. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The API paths the answers link to (the routes of routes.ts). */
export const programPaths = {
  video: (moduleId: string) => `/api/program/modules/${moduleId}/video`,
  captions: (moduleId: string) => `/api/program/modules/${moduleId}/captions`,
  worksheet: (moduleId: string) => `/api/program/modules/${moduleId}/worksheet`,
};

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

const moduleColumns = {
  id: programModules.id,
  monthNumber: programModules.monthNumber,
  title: programModules.title,
  description: programModules.description,
  introductionContent: programModules.introductionContent,
  content: programModules.content,
  worksheetPrompts: programModules.worksheetPrompts,
  videoUrl: programModules.videoUrl,
  captionsUrl: programModules.captionsUrl,
  worksheetUrl: programModules.worksheetUrl,
};

type ModuleRow = { [K in keyof typeof moduleColumns]: (typeof programModules.$inferSelect)[K] };

/** The active modules, by month (§7 "Select program_modules ordered by month_number"). */
async function activeModules(db: Tx): Promise<ModuleRow[]> {
  return db
    .select(moduleColumns)
    .from(programModules)
    .where(eq(programModules.isActive, true))
    .orderBy(asc(programModules.monthNumber), asc(programModules.key));
}

/** `GET /program/modules`: the modules as the dashboard lists them. */
export async function listModules(db: Db): Promise<ProgramModuleSummary[]> {
  return (await activeModules(db)).map((module) => ({
    id: module.id,
    monthNumber: module.monthNumber,
    title: module.title,
    description: module.description,
    introductionContent: module.introductionContent,
    hasVideo: module.videoUrl !== null,
    hasWorksheet: module.worksheetUrl !== null,
    hasContent: module.content.trim().length > 0,
  }));
}

/** @throws {AppError} `module_not_found` unless an active module has this id. */
async function findModule(db: Tx, moduleId: string): Promise<ModuleRow> {
  const [module] = await db
    .select(moduleColumns)
    .from(programModules)
    .where(and(eq(programModules.id, moduleId), eq(programModules.isActive, true)));
  if (!module) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  return module;
}

const progressColumns = {
  moduleId: userModuleProgress.moduleId,
  progressPercentage: userModuleProgress.progressPercentage,
  startedAt: userModuleProgress.startedAt,
  completedAt: userModuleProgress.completedAt,
  worksheetDownloaded: userModuleProgress.worksheetDownloaded,
  videoWatched: userModuleProgress.videoWatched,
  quizCompleted: userModuleProgress.quizCompleted,
  notes: userModuleProgress.notes,
  notesSavedAt: userModuleProgress.notesSavedAt,
  videoPositionSeconds: userModuleProgress.videoPositionSeconds,
};

type ProgressRow = { [K in keyof typeof progressColumns]: (typeof userModuleProgress.$inferSelect)[K] };

const progressOf = (userId: string, moduleId: string) =>
  and(eq(userModuleProgress.userId, userId), eq(userModuleProgress.moduleId, moduleId));

/**
 * The caller's progress row of the module, made (not started, 0 %) when missing; with `lock`, locked until the
 * transaction ends.
 */
async function progressRow(db: Tx, userId: string, moduleId: string, lock = false): Promise<ProgressRow> {
  const read = () => {
    const query = db.select(progressColumns).from(userModuleProgress).where(progressOf(userId, moduleId));
    return lock ? query.for('update') : query;
  };
  let [row] = await read();
  if (!row) {
    await db.insert(userModuleProgress).values({ userId, moduleId }).onConflictDoNothing();
    [row] = await read();
  }
  return row!;
}

/** The caller's progress row of the module, or an empty one (not started) when there is none yet; writes nothing. */
async function readProgress(db: Tx, userId: string, moduleId: string): Promise<ProgressRow> {
  const [row] = await db.select(progressColumns).from(userModuleProgress).where(progressOf(userId, moduleId));
  return (
    row ?? {
      moduleId,
      progressPercentage: 0,
      startedAt: null,
      completedAt: null,
      worksheetDownloaded: false,
      videoWatched: false,
      quizCompleted: false,
      notes: '',
      notesSavedAt: null,
      videoPositionSeconds: 0,
    }
  );
}

function progressAnswer(row: ProgressRow): ProgramModuleProgress {
  return {
    moduleId: row.moduleId,
    progressPercentage: row.progressPercentage,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    worksheetDownloaded: row.worksheetDownloaded,
    videoWatched: row.videoWatched,
    quizCompleted: row.quizCompleted,
  };
}

const stepState = (row: ProgressRow) => ({
  progressPercentage: row.progressPercentage,
  started: row.startedAt !== null,
  completed: row.completedAt !== null,
});

/**
 * `GET /program/progress`: the caller's rows for the active modules and the summary (§2 item 4: overall progress
 * is the average of the module percentages, a module not started counting 0).
 */
export async function getProgress(db: Db, userId: string): Promise<ProgramProgressList> {
  const rows = await db
    .select(progressColumns)
    .from(userModuleProgress)
    .innerJoin(programModules, eq(programModules.id, userModuleProgress.moduleId))
    .where(and(eq(userModuleProgress.userId, userId), eq(programModules.isActive, true)))
    .orderBy(asc(programModules.monthNumber));
  const [total] = await db
    .select({ n: count() })
    .from(programModules)
    .where(eq(programModules.isActive, true));
  const totalModules = total?.n ?? 0;
  return {
    progress: rows.map(progressAnswer),
    summary: {
      completedModules: rows.filter((row) => row.completedAt !== null).length,
      totalModules,
      completionPercentage: overallProgressPercent(
        rows.map((row) => row.progressPercentage),
        totalModules,
      ),
    },
  };
}

async function findQuiz(db: Tx, moduleId: string) {
  const [quiz] = await db
    .select({
      id: programQuizzes.id,
      title: programQuizzes.title,
      description: programQuizzes.description,
      passingScore: programQuizzes.passingScore,
      maxAttempts: programQuizzes.maxAttempts,
    })
    .from(programQuizzes)
    .where(eq(programQuizzes.moduleId, moduleId));
  return quiz ?? null;
}

type QuizRow = NonNullable<Awaited<ReturnType<typeof findQuiz>>>;

async function activeQuestions(db: Tx, quizId: string) {
  return db
    .select({
      id: programQuizQuestions.id,
      question: programQuizQuestions.question,
      options: programQuizQuestions.options,
      correctAnswer: programQuizQuestions.correctAnswer,
      points: programQuizQuestions.points,
    })
    .from(programQuizQuestions)
    .where(and(eq(programQuizQuestions.quizId, quizId), eq(programQuizQuestions.isActive, true)))
    .orderBy(asc(programQuizQuestions.orderIndex), asc(programQuizQuestions.id));
}

/** The quiz card's facts for the caller (§4, §5: the best score decides; attempts stop at max_attempts). */
async function quizSummary(db: Tx, userId: string, quiz: QuizRow): Promise<ProgramQuizSummary> {
  const [attempts, [questions]] = await Promise.all([
    db
      .select({ score: programQuizAttempts.score })
      .from(programQuizAttempts)
      .where(and(eq(programQuizAttempts.quizId, quiz.id), eq(programQuizAttempts.userId, userId)))
      .orderBy(desc(programQuizAttempts.attemptNumber)),
    db
      .select({ n: count() })
      .from(programQuizQuestions)
      .where(and(eq(programQuizQuestions.quizId, quiz.id), eq(programQuizQuestions.isActive, true))),
  ]);
  const bestScore = attempts.length > 0 ? Math.max(...attempts.map((a) => a.score)) : null;
  return {
    ...quiz,
    questionCount: questions?.n ?? 0,
    attemptsMade: attempts.length,
    attemptsLeft: Math.max(0, quiz.maxAttempts - attempts.length),
    bestScore,
    lastScore: attempts[0]?.score ?? null,
    passed: bestScore !== null && isPassingScore(bestScore, quiz.passingScore),
  };
}

/**
 * `GET /program/modules/:moduleId`: the module page (§2 item 5). Opening the page is a separate step
 * ({@link recordStep} `opened`), so reading it changes nothing.
 *
 * @throws {AppError} `module_not_found`.
 */
export async function getModuleView(db: Db, userId: string, moduleId: string): Promise<ProgramModuleView> {
  const module = await findModule(db, moduleId);
  const [progress, quiz, [total]] = await Promise.all([
    readProgress(db, userId, moduleId),
    findQuiz(db, moduleId),
    db.select({ n: count() }).from(programModules).where(eq(programModules.isActive, true)),
  ]);
  return {
    module: {
      id: module.id,
      monthNumber: module.monthNumber,
      title: module.title,
      description: module.description,
      introductionContent: module.introductionContent,
      content: module.content,
      worksheetPrompts: module.worksheetPrompts,
    },
    video: module.videoUrl
      ? {
          url: programPaths.video(module.id),
          captionsUrl: module.captionsUrl ? programPaths.captions(module.id) : null,
          positionSeconds: progress.videoPositionSeconds,
        }
      : null,
    worksheetUrl: module.worksheetUrl ? programPaths.worksheet(module.id) : null,
    progress: progressAnswer(progress),
    notes: progress.notes,
    notesSavedAt: progress.notesSavedAt?.toISOString() ?? null,
    quiz: quiz ? await quizSummary(db, userId, quiz) : null,
    canMarkComplete: canMarkModuleComplete(stepState(progress)),
    totalModules: total?.n ?? 0,
  };
}

/**
 * A step the learner took (§4): `started` (Start on the dashboard) and `opened` (the module page) set started_at
 * and 10 or 25 % on a module not started yet; `worksheet` sets worksheet_downloaded and at least 50 %; `watched`
 * sets the video as watched and at least 75 %. Never lowers the percentage.
 *
 * @throws {AppError} `module_not_found`; `no_video` for `watched` on a module without a video.
 */
export async function recordStep(
  db: Db,
  userId: string,
  moduleId: string,
  step: ProgramReportedStep,
): Promise<ProgramProgressAnswer> {
  return db.transaction(async (tx) => {
    const module = await findModule(tx, moduleId);
    if (step === 'watched' && !module.videoUrl) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
    const row = await progressRow(tx, userId, moduleId, true);
    const [updated] = await tx
      .update(userModuleProgress)
      .set({
        progressPercentage: programProgressAfter(stepState(row), step),
        startedAt: row.startedAt ?? new Date(),
        ...(step === 'worksheet' ? { worksheetDownloaded: true } : {}),
        ...(step === 'watched' ? { videoWatched: true } : {}),
      })
      .where(progressOf(userId, moduleId))
      .returning(progressColumns);
    return {
      progress: progressAnswer(updated!),
      canMarkComplete: canMarkModuleComplete(stepState(updated!)),
    };
  });
}

/**
 * Saves the notes (§7 "update user_module_progress"): the whole text, which the schema has already bounded.
 *
 * @throws {AppError} `module_not_found`.
 */
export async function saveNotes(
  db: Db,
  userId: string,
  moduleId: string,
  notes: string,
): Promise<ProgramNotesAnswer> {
  return db.transaction(async (tx) => {
    await findModule(tx, moduleId);
    await progressRow(tx, userId, moduleId, true);
    const [row] = await tx
      .update(userModuleProgress)
      .set({ notes, notesSavedAt: new Date() })
      .where(progressOf(userId, moduleId))
      .returning({ notes: userModuleProgress.notes, notesSavedAt: userModuleProgress.notesSavedAt });
    return { notes: row!.notes, notesSavedAt: row!.notesSavedAt!.toISOString() };
  });
}

/**
 * Saves where the player is, so it resumes there (the learning area's player reports the same way; the members
 * program keeps only the position: Mark as Watched is the learner's call, §4).
 *
 * @throws {AppError} `module_not_found`; `no_video`.
 */
export async function savePlayback(
  db: Db,
  userId: string,
  moduleId: string,
  report: PlaybackReport,
): Promise<ProgramPlaybackAnswer> {
  return db.transaction(async (tx) => {
    const module = await findModule(tx, moduleId);
    if (!module.videoUrl) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
    await progressRow(tx, userId, moduleId, true);
    await tx
      .update(userModuleProgress)
      .set({ videoPositionSeconds: report.positionSeconds })
      .where(progressOf(userId, moduleId));
    return { positionSeconds: report.positionSeconds };
  });
}

/** @throws {AppError} `no_quiz`. */
async function requireQuiz(db: Tx, moduleId: string): Promise<QuizRow> {
  const quiz = await findQuiz(db, moduleId);
  if (!quiz) throw new AppError(API_ERROR_CODES.noQuiz, m.noQuiz);
  return quiz;
}

/**
 * The quiz's questions (§7 "program_quiz_questions by quiz_id ordered by order_index"), never the correct answer;
 * only while the caller has an attempt left.
 *
 * @throws {AppError} `module_not_found`; `no_quiz`; `no_attempts_left`.
 */
export async function getQuizQuestions(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<ProgramQuizQuestion[]> {
  await findModule(db, moduleId);
  const quiz = await requireQuiz(db, moduleId);
  if ((await quizSummary(db, userId, quiz)).attemptsLeft === 0)
    throw new AppError(API_ERROR_CODES.noAttemptsLeft, m.noAttemptsLeft);
  return (await activeQuestions(db, quiz.id)).map(({ id, question, options, points }) => ({
    id,
    question,
    options,
    points,
  }));
}

/**
 * Scores and stores an attempt (§5, §7 "insert program_quiz_attempts"): the answers must name every active
 * question of this module's quiz, each with one of its options' texts; the score is the server's. A passing best
 * score sets quiz_completed and 100 % (§4) and runs the milestone check. At most max_attempts attempts: the attempt
 * number is unique, so two submissions at once cannot both take the last one.
 *
 * @throws {AppError} `module_not_found`; `no_quiz`; `no_attempts_left`; `validation_failed` with a field per
 * question that is unanswered, not of this quiz, or answered with a text that is not one of its options.
 */
export async function submitQuizAttempt(
  db: Db,
  userId: string,
  moduleId: string,
  answers: Record<string, string>,
): Promise<ProgramQuizAttemptAnswer> {
  const result = await db.transaction(async (tx) => {
    await findModule(tx, moduleId);
    const row = await progressRow(tx, userId, moduleId, true);
    const quiz = await requireQuiz(tx, moduleId);
    const before = await quizSummary(tx, userId, quiz);
    if (before.attemptsLeft === 0) throw new AppError(API_ERROR_CODES.noAttemptsLeft, m.noAttemptsLeft);

    const questions = await activeQuestions(tx, quiz.id);
    const known = new Map(questions.map((question) => [question.id, question]));
    const fields: Record<string, string> = {};
    for (const id of Object.keys(answers)) if (!known.has(id)) fields[id] = m.unknownQuestion;
    for (const question of questions) {
      if (!Object.hasOwn(answers, question.id)) fields[question.id] = m.missingAnswer;
      else if (!question.options.includes(answers[question.id]!)) fields[question.id] = m.invalidAnswer;
    }
    if (Object.keys(fields).length > 0)
      throw new AppError(API_ERROR_CODES.validationFailed, m.answerEveryQuestion, fields);

    const score = scoreQuiz(questions, answers);
    await tx.insert(programQuizAttempts).values({
      quizId: quiz.id,
      userId,
      attemptNumber: before.attemptsMade + 1,
      score: score.score,
      earnedPoints: score.earnedPoints,
      totalPoints: score.totalPoints,
      answers,
    });
    const after = await quizSummary(tx, userId, quiz);
    let progress = row;
    if (after.passed && !row.quizCompleted) {
      const [updated] = await tx
        .update(userModuleProgress)
        .set({
          quizCompleted: true,
          progressPercentage: programProgressAfter(stepState(row), 'quizPassed'),
          startedAt: row.startedAt ?? new Date(),
        })
        .where(progressOf(userId, moduleId))
        .returning(progressColumns);
      progress = updated!;
    }
    return {
      attempt: {
        score: score.score,
        earnedPoints: score.earnedPoints,
        totalPoints: score.totalPoints,
        passed: isPassingScore(score.score, quiz.passingScore),
        correct: score.correct,
      },
      quiz: after,
      progress: progressAnswer(progress),
      canMarkComplete: canMarkModuleComplete(stepState(progress)),
    };
  });
  const awarded = result.quiz.passed ? await checkAndAwardMilestones(db, userId) : [];
  return { ...result, awarded };
}

/**
 * Mark Module Complete (§4): completed_at now and 100 %, only from 50 %; then `check_and_award_milestones`, and
 * the program completion certificate when this was the last module (§4 "Certificate").
 *
 * @throws {AppError} `module_not_found`; `already_completed`; `module_not_ready` below 50 %.
 */
export async function completeModule(
  db: Db,
  userId: string,
  moduleId: string,
  issuer: CertificateIssuer,
): Promise<ProgramCompletionAnswer> {
  const progress = await db.transaction(async (tx) => {
    await findModule(tx, moduleId);
    const row = await progressRow(tx, userId, moduleId, true);
    if (row.completedAt) throw new AppError(API_ERROR_CODES.alreadyCompleted, m.alreadyCompleted);
    if (!canMarkModuleComplete(stepState(row)))
      throw new AppError(API_ERROR_CODES.moduleNotReady, m.notReady);
    const [updated] = await tx
      .update(userModuleProgress)
      .set({ completedAt: new Date(), progressPercentage: PROGRAM_PROGRESS_STEPS.completed })
      .where(progressOf(userId, moduleId))
      .returning(progressColumns);
    return updated!;
  });
  const awarded = await checkAndAwardMilestones(db, userId);
  const certificateIssued = await issueProgramCertificateIfComplete(db, userId, issuer);
  return { progress: progressAnswer(progress), awarded, certificateIssued };
}

/** What the learner has done over the active modules (the measures of the milestone criteria). */
async function learnerActivity(db: Tx, userId: string): Promise<LearnerActivity> {
  const flag = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      modulesStarted: flag(sql`${userModuleProgress.startedAt} is not null`),
      modulesCompleted: flag(sql`${userModuleProgress.completedAt} is not null`),
      quizzesPassed: flag(sql`${userModuleProgress.quizCompleted}`),
      worksheetsCompleted: flag(sql`${userModuleProgress.worksheetDownloaded}`),
      videosWatched: flag(sql`${userModuleProgress.videoWatched}`),
      modulesWithNotes: flag(sql`btrim(${userModuleProgress.notes}) <> ''`),
    })
    .from(userModuleProgress)
    .innerJoin(programModules, eq(programModules.id, userModuleProgress.moduleId))
    .where(and(eq(userModuleProgress.userId, userId), eq(programModules.isActive, true)));
  const [total] = await db
    .select({ n: count() })
    .from(programModules)
    .where(eq(programModules.isActive, true));
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
 * Where a module's video, captions or worksheet is, for the caller's download.
 *
 * @throws {AppError} `module_not_found`; `no_video` (video, captions) or `no_worksheet` when the module has none.
 */
export async function moduleFile(
  db: Db,
  moduleId: string,
  kind: 'video' | 'captions' | 'worksheet',
): Promise<FileRef> {
  const module = await findModule(db, moduleId);
  const ref = parseFileRef(
    kind === 'video' ? module.videoUrl : kind === 'captions' ? module.captionsUrl : module.worksheetUrl,
  );
  if (!ref)
    throw kind === 'worksheet'
      ? new AppError(API_ERROR_CODES.noWorksheet, m.noWorksheet)
      : new AppError(API_ERROR_CODES.noVideo, m.noVideo);
  return ref;
}
