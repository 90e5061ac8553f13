/**
 * Resetting a learner's quiz round (issue "Staff operations" item 4): `POST
 * /api/admin/people/:userId/modules/:moduleId/quiz-reset` gives the learner a fresh round of attempts now (past scores
 * stay), records it, and answers the person's page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { refreshPerson } from './person';

/**
 * Resets the quiz round of module `moduleId` for `userId`.
 *
 * @throws {ApiError} 404 (`user_not_found`, `module_not_found`), 403 (`not_enrolled`), 400 (`no_quiz`), 401/403,
 *   or status 0.
 */
async function resetQuizRound(userId: string, moduleId: string): Promise<PersonDetail> {
  return answerOf(
    api.POST('/admin/people/{userId}/modules/{moduleId}/quiz-reset', {
      params: { path: { userId, moduleId } },
    }),
    personDetailSchema,
  );
}

/** The reset mutation of `userId` (variables: the module's id); afterwards the staff screens refresh. */
export function useResetQuizRound(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => resetQuizRound(userId, moduleId),
    onSuccess: (answer) => refreshPerson(queryClient, answer),
  });
}
