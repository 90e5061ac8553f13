/**
 * Deleting a question in the Quizzes tab (issue "Staff operations" item 5; docs/decisions/0017): `DELETE
 * /api/admin/quizzes/:quizId/questions/:questionId`; a question some attempt answered is retired instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedQuestionSchema, type DeletedQuestion } from '@shared/schemas/admin';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * Deletes question `questionId` of quiz `quizId`, or retires it when it has attempts.
 *
 * @returns `{ questionId, outcome: 'deleted' | 'retired' }`.
 * @throws {ApiError} 404 `quiz_not_found` / `question_not_found`, 401/403, or status 0.
 */
async function deleteQuestion(quizId: string, questionId: string): Promise<DeletedQuestion> {
  return answerOf(
    api.DELETE('/admin/quizzes/{quizId}/questions/{questionId}', {
      params: { path: { quizId, questionId } },
    }),
    deletedQuestionSchema,
  );
}

/** The delete mutation of quiz `quizId`'s questions; afterwards its questions, the quiz list and learners reload. */
export function useDeleteQuestion(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => deleteQuestion(quizId, questionId),
    onSettled: () =>
      Promise.all(
        [adminQueryKeys.questions(quizId), adminQueryKeys.quizzes, ...learnerQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
