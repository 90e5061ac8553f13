/**
 * Opening a locked module early for one learner (issue "Staff operations" item 4): `POST
 * /api/admin/people/:userId/modules/:moduleId/unlock` opens it now whatever the unlocking rule says, records it, and
 * answers the person's page (an open module is left as it is, nothing recorded).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { refreshPerson } from './person';

/**
 * Opens module `moduleId` for `userId`.
 *
 * @throws {ApiError} 404 (`user_not_found`, `module_not_found`), 403 (`not_enrolled`), 401/403, or status 0.
 */
async function unlockModule(userId: string, moduleId: string): Promise<PersonDetail> {
  return answerOf(
    api.POST('/admin/people/{userId}/modules/{moduleId}/unlock', { params: { path: { userId, moduleId } } }),
    personDetailSchema,
  );
}

/** The unlock mutation of `userId` (variables: the module's id); afterwards the staff screens refresh. */
export function useUnlockModule(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => unlockModule(userId, moduleId),
    onSuccess: (answer) => refreshPerson(queryClient, answer),
  });
}
