/**
 * Editing a question in the Quizzes tab (issue "Staff operations" item 5; docs/decisions/0017): `PATCH
 * /api/admin/quizzes/:quizId/questions/:questionId` with the whole question. A question some attempt answered is
 * replaced (the old version kept for those attempts, the new one with a new id in its place).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editedQuestionSchema, type EditedQuestion, type EditQuestionBody } from '@shared/schemas/admin';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * Replaces the text, options, correct answer and points of question `questionId` of quiz `quizId`.
 *
 * @returns the question now and the outcome: `edited`, `replaced` (it had attempts) or `unchanged`.
 * @throws {ApiError} 400 (`fields`, 'Please fill all fields'), 404 `quiz_not_found` / `question_not_found`,
 *   401/403, or status 0.
 */
async function editQuestion(
  quizId: string,
  questionId: string,
  body: EditQuestionBody,
): Promise<EditedQuestion> {
  return answerOf(
    api.PATCH('/admin/quizzes/{quizId}/questions/{questionId}', {
      params: { path: { quizId, questionId } },
      body,
    }),
    editedQuestionSchema,
  );
}

/** The edit mutation of one question; afterwards the quiz's questions, the quiz list and learners' views reload. */
export function useEditQuestion(quizId: string, questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditQuestionBody) => editQuestion(quizId, questionId, body),
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.questions(quizId), adminQueryKeys.quizzes, ...learnerQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
