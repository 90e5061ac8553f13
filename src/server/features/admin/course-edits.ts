/**
 * Course content from the browser (issue "Staff operations" item 5; training-program.md §3 "Quiz question" (the
 * quiz_questions table), §5 "Admin new quiz question"; docs/decisions/0017): staff edit, reorder and delete a quiz's
 * questions in /admin. Editing a module's title, description and introduction is module-edits.ts, by the same rules.
 *
 * - A question "has attempts" when some attempt of its quiz answered it (its id is a key of the attempt's
 *   `answers`). Such a question is never changed or deleted, so a past attempt always points at the text it
 *   answered and its score never changes: an edit retires it and puts the edited question, with a new id, at its
 *   place; a delete retires it. A question without attempts is edited in place, and deleted (a question of the
 *   course files is kept hidden instead, so a reload of the files does not bring it back).
 * - Every change marks what it changed `staff_edited_at`: a content reload (features/course/content.ts) then leaves
 *   a question exactly as staff left it.
 * - Changes to one quiz run one at a time (its row is locked, as an addition locks it); each question changed is
 *   locked too, so a learner's attempt being scored (which holds its questions `for share`) finishes first and
 *   counts as an attempt against it.
 * - Each change is recorded (`question.edited`, `.reordered`, `.retired`, `.deleted`) by the admin who made it, in
 *   its transaction; a change that changes nothing records nothing.
 *
 * Throws `AppError` with codes `quiz_not_found`, `question_not_found`, `validation_failed`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { adminRequestMessages as m } from '@shared/messages/admin';
import type {
  AdminQuestion,
  DeletedQuestion,
  EditedQuestion,
  EditQuestionBody,
  ReorderQuestionsBody,
} from '@shared/schemas/admin';
import { isUuid } from '@shared/schemas/uuid';
import type { Db, Tx } from '../../db/client';
import { quizAttempts, quizQuestions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit/record';
import { changingCourse } from '../course/catalog';
import { listQuestions, optionKey, optionsByKey, questionColumns, toAdminQuestion } from './questions';
import { findQuiz } from './service';

/** The fields of a question an edit may change, as the admin area names them. */
const QUESTION_FIELDS = ['question', 'options', 'correctAnswer', 'points'] as const;

/**
 * The active question `questionId` of quiz `quizId`, locked for the rest of the transaction.
 *
 * @throws {AppError} 404 `question_not_found`.
 */
async function lockQuestion(tx: Tx, quizId: string, questionId: string) {
  const [row] = isUuid(questionId)
    ? await tx
        .select({ ...questionColumns, explanation: quizQuestions.explanation })
        .from(quizQuestions)
        .where(
          and(
            eq(quizQuestions.id, questionId),
            eq(quizQuestions.quizId, quizId),
            eq(quizQuestions.isActive, true),
          ),
        )
        .for('update')
    : [];
  if (!row) throw new AppError(API_ERROR_CODES.questionNotFound, m.questionNotFound);
  return row;
}

/** Whether some attempt of quiz `quizId` answered question `questionId` (a key of its `answers`). */
async function hasAttempts(tx: Tx, quizId: string, questionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), sql`${quizAttempts.answers} ? ${questionId}`))
    .limit(1);
  return row !== undefined;
}

/** What the audit record says of a question's quiz. */
const quizDetails = (quiz: { id: string; moduleId: string; monthNumber: number }) => ({
  quizId: quiz.id,
  moduleId: quiz.moduleId,
  monthNumber: quiz.monthNumber,
});

/**
 * `PATCH /admin/quizzes/:quizId/questions/:questionId`: replaces the question's text, options, correct answer and
 * points with `body` (validated by `editQuestionBodySchema`). Without attempts the question is edited in place
 * (`edited`); with attempts it is retired (kept for them, never shown again) and the edited question takes its
 * place with a new id, the same position and, for a question of the course files, the same key (`replaced`). The
 * explanation shown after a quiz stays while the correct answer's text stays; otherwise it is dropped, since it
 * explained another answer. The same question again changes and records nothing (`unchanged`).
 *
 * @throws {AppError} 404 `quiz_not_found`, `question_not_found` (also for a retired question).
 */
export async function editQuestion(
  db: Db,
  actor: StaffActor,
  quizId: string,
  questionId: string,
  body: EditQuestionBody,
): Promise<EditedQuestion> {
  return changingCourse(
    db,
    db.transaction(async (tx): Promise<EditedQuestion> => {
      const quiz = await findQuiz(tx, quizId, true);
      const current = await lockQuestion(tx, quiz.id, questionId);
      const answered = await hasAttempts(tx, quiz.id, current.id);
      const before = toAdminQuestion(current, answered);
      const changed = QUESTION_FIELDS.filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(body[field]),
      );
      if (changed.length === 0) return { question: before, outcome: 'unchanged', replacedQuestionId: null };

      const now = new Date();
      const values = {
        question: body.question,
        options: optionsByKey(body.options),
        correctAnswer: optionKey(body.options.indexOf(body.correctAnswer)),
        explanation: body.correctAnswer === before.correctAnswer ? current.explanation : null,
        points: body.points,
        staffEditedAt: now,
      };
      if (!answered) {
        const [row] = await tx
          .update(quizQuestions)
          .set(values)
          .where(eq(quizQuestions.id, current.id))
          .returning(questionColumns);
        await recordStaffAction(tx, actor, {
          kind: 'question.edited',
          details: { ...quizDetails(quiz), questionId: current.id, changed },
        });
        return { question: toAdminQuestion(row!, false), outcome: 'edited', replacedQuestionId: null };
      }
      // The old version keeps its id for the attempts that answered it; its key (unique per quiz) moves on.
      await tx
        .update(quizQuestions)
        .set({ isActive: false, retiredAt: now, staffEditedAt: now, key: null })
        .where(eq(quizQuestions.id, current.id));
      const [row] = await tx
        .insert(quizQuestions)
        .values({
          ...values,
          quizId: quiz.id,
          key: current.key,
          orderIndex: current.orderIndex,
          isActive: true,
          previousVersionId: current.id,
        })
        .returning(questionColumns);
      await recordStaffAction(tx, actor, {
        kind: 'question.edited',
        details: { ...quizDetails(quiz), questionId: row!.id, replacedQuestionId: current.id, changed },
      });
      return { question: toAdminQuestion(row!, false), outcome: 'replaced', replacedQuestionId: current.id };
    }),
  );
}

/**
 * `DELETE /admin/quizzes/:quizId/questions/:questionId`: a question with attempts is retired (`retired`: kept with
 * `retired_at` for the attempts that answered it, never shown again); one without is deleted (`deleted`). A deleted
 * question of the course files is kept hidden (inactive, staff-edited, not retired), so a reload of the files does
 * not add it again. Recorded as `question.retired` or `question.deleted`.
 *
 * @throws {AppError} 404 `quiz_not_found`, `question_not_found` (also for one already retired or deleted).
 */
export async function deleteQuestion(
  db: Db,
  actor: StaffActor,
  quizId: string,
  questionId: string,
): Promise<DeletedQuestion> {
  return changingCourse(
    db,
    db.transaction(async (tx): Promise<DeletedQuestion> => {
      const quiz = await findQuiz(tx, quizId, true);
      const current = await lockQuestion(tx, quiz.id, questionId);
      const now = new Date();
      const outcome = (await hasAttempts(tx, quiz.id, current.id)) ? 'retired' : 'deleted';
      if (outcome === 'retired')
        await tx
          .update(quizQuestions)
          .set({ isActive: false, retiredAt: now, staffEditedAt: now })
          .where(eq(quizQuestions.id, current.id));
      else if (current.key !== null)
        await tx
          .update(quizQuestions)
          .set({ isActive: false, staffEditedAt: now })
          .where(eq(quizQuestions.id, current.id));
      else await tx.delete(quizQuestions).where(eq(quizQuestions.id, current.id));
      await recordStaffAction(tx, actor, {
        kind: outcome === 'retired' ? 'question.retired' : 'question.deleted',
        details: { ...quizDetails(quiz), questionId: current.id },
      });
      return { questionId: current.id, outcome };
    }),
  );
}

/**
 * `PUT /admin/quizzes/:quizId/questions/order`: puts the quiz's active questions in the order `body.questionIds`
 * names them (order indexes 1, 2, 3, …) and marks each staff-edited, so a reload keeps the order. The same order
 * again changes and records nothing.
 *
 * @returns the quiz's active questions in their new order.
 * @throws {AppError} 404 `quiz_not_found`; 400 `validation_failed` (`fields.questionIds`) unless the list names each
 *   active question of the quiz exactly once.
 */
export async function reorderQuestions(
  db: Db,
  actor: StaffActor,
  quizId: string,
  body: ReorderQuestionsBody,
): Promise<AdminQuestion[]> {
  return changingCourse(
    db,
    db.transaction(async (tx) => {
      const quiz = await findQuiz(tx, quizId, true);
      const active = await tx
        .select({ id: quizQuestions.id, orderIndex: quizQuestions.orderIndex })
        .from(quizQuestions)
        .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.isActive, true)))
        .orderBy(asc(quizQuestions.orderIndex), asc(quizQuestions.id))
        .for('update');
      const known = new Set(active.map((row) => row.id));
      const { questionIds } = body;
      if (questionIds.length !== active.length || questionIds.some((id) => !known.has(id)))
        throw new AppError(API_ERROR_CODES.validationFailed, m.reorderMismatch, {
          questionIds: m.reorderMismatch,
        });
      const unchanged = active.every((row, index) => row.id === questionIds[index]);
      if (!unchanged) {
        const now = new Date();
        for (const [index, id] of questionIds.entries())
          await tx
            .update(quizQuestions)
            .set({ orderIndex: index + 1, staffEditedAt: now })
            .where(eq(quizQuestions.id, id));
        await recordStaffAction(tx, actor, {
          kind: 'question.reordered',
          details: { ...quizDetails(quiz), questionIds },
        });
      }
      return listQuestions(tx, quiz.id);
    }),
  );
}
