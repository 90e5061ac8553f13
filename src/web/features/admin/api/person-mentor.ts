/**
 * Granting and revoking the mentor role (docs/decisions/0022): `PUT /api/admin/people/:userId/mentor` with
 * `{ mentor }` records the change and answers the person's page. A mentor sees every learner's tracks and gives
 * feedback on them. Changing one's own role also refreshes the session, so the menu follows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { refreshPerson } from './person';

/**
 * Grants (`mentor` true) or revokes the mentor role of `userId`.
 *
 * @throws {ApiError} 404 (`user_not_found`), 401/403, or status 0.
 */
async function setPersonMentor(userId: string, mentor: boolean): Promise<PersonDetail> {
  return answerOf(
    api.PUT('/admin/people/{userId}/mentor', { params: { path: { userId } }, body: { mentor } }),
    personDetailSchema,
  );
}

/** The mentor-role mutation of `userId`; afterwards the staff screens (and the session) refresh. */
export function useSetPersonMentor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mentor: boolean) => setPersonMentor(userId, mentor),
    onSuccess: (answer) =>
      Promise.all([
        refreshPerson(queryClient, answer),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
