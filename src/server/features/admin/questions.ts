/**
 * A quiz's questions in the admin area (training-program.md §3 "Quiz question", §5 "Admin new quiz question", §7
 * "Admin": quiz_questions by quiz_id ordered by order_index; §9 "Quiz questions"; docs/decisions/0017): how a stored
 * question is shown, which questions some attempt answered, the list of a quiz's questions and adding one. Editing,
 * reordering and deleting them are in course-edits.ts.
 *
 * Throws `AppError` with code `quiz_not_found`.
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { AddQuestionBody, AdminQuestion } from '@shared/schemas/admin';
import type { Db, Tx } from '../../db/client';
import { quizAttempts, quizQuestions } from '../../db/schema/index';
import { recordStaffAction, type StaffActor } from '../audit/record';
import { changingCourse } from '../course/catalog';
import { findQuiz } from './service';

/** The columns a question is shown from ({@link toAdminQuestion}). */
export const questionColumns = {
  id: quizQuestions.id,
  question: quizQuestions.question,
  options: quizQuestions.options,
  correctAnswer: quizQuestions.correctAnswer,
  points: quizQuestions.points,
  orderIndex: quizQuestions.orderIndex,
  key: quizQuestions.key,
};

/** The key of the option at `index`: `a` for the first (the course stores options by key, §3 "Quiz question"). */
export const optionKey = (index: number) => String.fromCharCode(97 + Math.max(0, index));

/** The admin area's four option texts, in order, as the course stores them: keys `a` to `d`. */
export function optionsByKey(options: readonly string[]): Record<string, string> {
  return Object.fromEntries(options.map((label, index) => [optionKey(index), label]));
}

/**
 * A stored question as the admin area shows it (§3 "Quiz question", a quiz_questions row): option texts in key order.
 *
 * @param hasAttempts - whether some attempt of the quiz answered it (decision 0017).
 */
export function toAdminQuestion(
  row: {
    id: string;
    question: string;
    options: Record<string, string>;
    correctAnswer: string;
    points: number;
    orderIndex: number;
    key: string | null;
  },
  hasAttempts: boolean,
): AdminQuestion {
  const { key, options, correctAnswer, ...question } = row;
  const ordered = Object.entries(options).sort(([a], [b]) => a.localeCompare(b));
  return {
    ...question,
    options: ordered.map(([, label]) => label),
    correctAnswer: options[correctAnswer] ?? '',
    source: key === null ? 'admin' : 'content',
    hasAttempts,
  };
}

/**
 * The ids of the questions of quiz `quizId` that some attempt answered: the keys of its attempts' `answers` (question
 * id -> option key), read in one pass over the quiz's attempts.
 */
async function answeredQuestionIds(db: Tx, quizId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: sql<string>`jsonb_object_keys(${quizAttempts.answers})` })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return new Set(rows.map((row) => row.id));
}

/**
 * `GET /admin/quizzes/:quizId/questions` (§7 "Admin": quiz_questions by quiz_id ordered by order_index): the
 * active questions with their correct answers.
 *
 * @throws {AppError} 404 `quiz_not_found`.
 */
export async function listQuestions(db: Tx, quizId: string): Promise<AdminQuestion[]> {
  const quiz = await findQuiz(db, quizId);
  const [rows, answered] = await Promise.all([
    db
      .select(questionColumns)
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.isActive, true)))
      .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.id)),
    answeredQuestionIds(db, quiz.id),
  ]);
  return rows.map((row) => toAdminQuestion(row, answered.has(row.id)));
}

/**
 * Adds a multiple-choice question (§5, §9 "order_index is the count plus one, points default 1"): after the quiz's
 * last question — the count plus one, or one past the highest index once questions were deleted (decision 0017).
 * The quiz's row is locked while its questions are counted and the new one is written, so two additions at once
 * get consecutive order indexes. Recorded as `question.added` by `actor` in the same transaction.
 *
 * @throws {AppError} 404 `quiz_not_found`.
 */
export async function addQuestion(
  db: Db,
  actor: StaffActor,
  quizId: string,
  body: AddQuestionBody,
): Promise<AdminQuestion> {
  return changingCourse(
    db,
    db.transaction(async (tx) => {
      const quiz = await findQuiz(tx, quizId, true);
      const [counted] = await tx
        .select({ n: count(), highest: max(quizQuestions.orderIndex) })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quiz.id));
      const [row] = await tx
        .insert(quizQuestions)
        .values({
          quizId: quiz.id,
          key: null,
          question: body.question,
          options: optionsByKey(body.options),
          correctAnswer: optionKey(body.options.indexOf(body.correctAnswer)),
          points: body.points,
          orderIndex: Math.max(counted?.n ?? 0, counted?.highest ?? 0) + 1,
        })
        .returning(questionColumns);
      await recordStaffAction(tx, actor, {
        kind: 'question.added',
        details: {
          quizId: quiz.id,
          moduleId: quiz.moduleId,
          monthNumber: quiz.monthNumber,
          questionId: row!.id,
        },
      });
      return toAdminQuestion(row!, false);
    }),
  );
}
