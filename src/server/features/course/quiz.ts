/**
 * The course's quizzes, one engine for both views (training-program.md §4 "Members program quiz" and "Learning
 * area quiz", §5 "Quiz scoring", §9; docs/decisions/0009): questions without their answers, attempts scored by the
 * server in rounds (a quiz's `max_attempts` per round, then the course's wait before the next round), the best score
 * and the pass kept as facts of the learner's module record, and the review (right answers and explanations) once
 * the quiz is passed or the round is used up.
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `no_quiz`, `no_attempts_left`, `validation_failed`.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { missingForCompletion } from '@shared/course/progress-steps';
import { attemptAllowance } from '@shared/course/quiz-attempts';
import { isPassingScore, scoreQuiz } from '@shared/course/quiz-scoring';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { QuizAttemptAnswer, QuizQuestion, QuizSummary } from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import { quizAttempts, quizQuestions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { checkAndAwardMilestones } from './milestones';
import { factsOf, moduleAccess, moduleParts, updateProgress, type Tx } from './access';
import { courseCatalog, type CatalogQuiz, type CourseRow } from './catalog';
import type { AttemptRow } from './learner-record';

export type QuizRow = CatalogQuiz;

/** The quiz of a module (from the course catalog). @throws {AppError} `no_quiz`. */
async function requireQuiz(db: Tx, moduleId: string): Promise<QuizRow> {
  const quiz = (await courseCatalog(db)).quizzes.get(moduleId);
  if (!quiz) throw new AppError(API_ERROR_CODES.noQuiz, m.noQuiz);
  return quiz;
}

/**
 * The quiz card's facts for the learner: attempts made and left in the round, when the next opens, scores.
 *
 * @param attempts - the learner's attempts of this quiz, newest first.
 * @param now - the clock the round is counted on.
 * @param roundResetAt - when staff last reset the learner's round (`module_progress.quiz_round_reset_at`): only the
 *   attempts after it count against the round; every attempt still counts for the scores.
 */
export function summarizeQuiz(
  quiz: QuizRow,
  attempts: readonly AttemptRow[],
  course: Pick<CourseRow, 'roundWaitHours'>,
  now: Date,
  roundResetAt: Date | null,
): QuizSummary {
  const counted = roundResetAt ? attempts.filter((attempt) => attempt.completedAt > roundResetAt) : attempts;
  const allowance = attemptAllowance({
    attemptsMade: counted.length,
    lastAttemptAt: counted[0]?.completedAt ?? null,
    maxAttempts: quiz.maxAttempts,
    cooldownMs: course.roundWaitHours * 3600_000,
    now,
  });
  return {
    ...quiz,
    attemptsMade: attempts.length,
    attemptsLeft: allowance.attemptsLeft,
    retryAt: allowance.retryAt,
    lastScore: attempts[0]?.score ?? null,
    bestScore: attempts.length > 0 ? Math.max(...attempts.map((a) => a.score)) : null,
    passed: attempts.some((a) => a.passed),
  };
}

/** {@link summarizeQuiz} of the learner's attempts as read in the transaction `tx`. */
async function quizSummaryIn(
  tx: Tx,
  userId: string,
  quiz: QuizRow,
  course: Pick<CourseRow, 'roundWaitHours'>,
  now: Date,
  roundResetAt: Date | null,
): Promise<QuizSummary> {
  const attempts = await tx
    .select({
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)))
    .orderBy(desc(quizAttempts.attemptNumber));
  return summarizeQuiz(quiz, attempts, course, now, roundResetAt);
}

/**
 * The quiz's active questions (never a retired one, docs/decisions/0017), by order. `share` locks them for the rest
 * of the transaction while an attempt is scored, so staff's edit or delete of one (admin/course-edits.ts) waits
 * and then sees the attempt that answered it.
 */
async function activeQuestions(db: Tx, quizId: string, share = false) {
  const query = db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      options: quizQuestions.options,
      correctAnswer: quizQuestions.correctAnswer,
      explanation: quizQuestions.explanation,
      points: quizQuestions.points,
    })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.isActive, true)))
    .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.id));
  return share ? query.for('share') : query;
}

/**
 * The quiz's questions for an attempt (§7 "quiz_questions ... ordered by order_index"): options in key order,
 * never the correct key. Only while the learner has an attempt left in the round.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_quiz`; `no_attempts_left`.
 */
export async function getQuizQuestions(db: Db, userId: string, moduleId: string): Promise<QuizQuestion[]> {
  const { course, record } = await moduleAccess(db, userId, moduleId);
  const quiz = await requireQuiz(db, moduleId);
  const summary = summarizeQuiz(
    quiz,
    record.attempts.get(quiz.id) ?? [],
    course,
    new Date(),
    record.progress.get(moduleId)?.quizRoundResetAt ?? null,
  );
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
 * this module's quiz, each with one of its option keys; the score is the server's (`scoreQuiz`). The best score
 * and the first pass become facts of the learner's module record; a pass runs the milestone check. One
 * transaction, serialized per learner and module, and the attempt number is unique, so no two submissions take
 * the same attempt.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_quiz`; `no_attempts_left`; `validation_failed` with a field per
 * question that is unanswered, unknown to this quiz, or answered with a key it does not have.
 */
export async function submitQuizAttempt(
  db: Db,
  userId: string,
  moduleId: string,
  answers: Record<string, string>,
  now: Date = new Date(),
): Promise<QuizAttemptAnswer> {
  const result = await db.transaction(async (tx) => {
    const { course, module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true, now });
    const quiz = await requireQuiz(tx, moduleId);
    const before = await quizSummaryIn(tx, userId, quiz, course, now, progress.quizRoundResetAt);
    if (before.attemptsLeft === 0) throw new AppError(API_ERROR_CODES.noAttemptsLeft, m.noAttemptsLeft);

    const questions = await activeQuestions(tx, quiz.id, true);
    const fields: Record<string, string> = {};
    const known = new Map(questions.map((question) => [question.id, question]));
    for (const id of Object.keys(answers)) if (!known.has(id)) fields[id] = m.unknownQuestion;
    for (const question of questions) {
      if (!Object.hasOwn(answers, question.id)) fields[question.id] = m.missingAnswer;
      else if (!Object.hasOwn(question.options, answers[question.id]!)) fields[question.id] = m.invalidAnswer;
    }
    if (Object.keys(fields).length > 0)
      throw new AppError(API_ERROR_CODES.validationFailed, m.answerEveryQuestion, fields);

    const score = scoreQuiz(questions, answers);
    const passed = isPassingScore(score.score, quiz.passingScore);
    const attemptNumber = before.attemptsMade + 1;
    await tx.insert(quizAttempts).values({
      userId,
      quizId: quiz.id,
      attemptNumber,
      score: score.score,
      earnedPoints: score.earnedPoints,
      totalPoints: score.totalPoints,
      passed,
      answers,
      completedAt: now,
    });
    const row = await updateProgress(tx, userId, moduleId, {
      startedAt: progress.startedAt ?? now,
      bestQuizScore: Math.max(progress.bestQuizScore ?? 0, score.score),
      ...(passed && !progress.quizPassedAt ? { quizPassedAt: now } : {}),
    });
    const after = await quizSummaryIn(tx, userId, quiz, course, now, progress.quizRoundResetAt);
    const facts = factsOf(row);
    return {
      attempt: { attemptNumber, ...score, passed },
      review:
        after.passed || after.attemptsLeft === 0
          ? questions.map((question) => ({
              questionId: question.id,
              correctAnswer: question.correctAnswer,
              explanation: question.explanation,
            }))
          : null,
      quiz: after,
      facts,
      missing: missingForCompletion(facts, moduleParts(module)),
    };
  });
  const awarded = result.attempt.passed ? await checkAndAwardMilestones(db, userId) : [];
  return { ...result, awarded };
}
