/**
 * Moving a question in the Quizzes tab (issue "Staff operations" item 5; docs/decisions/0017): `PUT
 * /api/admin/quizzes/:quizId/questions/order` with every active question's id in the new order.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQuestionListSchema, type AdminQuestion } from '@shared/schemas/admin';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * Puts the questions of quiz `quizId` in the order `questionIds` names them (each active question exactly once).
 *
 * @returns the questions in their new order.
 * @throws {ApiError} 400 (`fields.questionIds`) when the list does not match the quiz's questions (someone else
 *   changed them meanwhile), 404 `quiz_not_found`, 401/403, or status 0.
 */
async function reorderQuestions(quizId: string, questionIds: string[]): Promise<AdminQuestion[]> {
  return (
    await answerOf(
      api.PUT('/admin/quizzes/{quizId}/questions/order', {
        params: { path: { quizId } },
        body: { questionIds },
      }),
      adminQuestionListSchema,
    )
  ).questions;
}

/**
 * The reorder mutation of quiz `quizId`: the answer becomes the question list at once; after a failure the list
 * reloads (it may have changed meanwhile). Learners' views reload either way.
 */
export function useReorderQuestions(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionIds: string[]) => reorderQuestions(quizId, questionIds),
    onSuccess: (questions) => queryClient.setQueryData(adminQueryKeys.questions(quizId), questions),
    onError: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.questions(quizId) }),
    onSettled: () =>
      Promise.all(learnerQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
