/**
 * Granting and revoking the admin role (issue "Staff operations" item 4): `PUT /api/admin/people/:userId/admin` with
 * `{ admin }` records the change and answers the person's page; revoking the last enabled admin is refused (409
 * `last_admin`). Revoking one's own role also refreshes the session, so the page follows the access that is left.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { refreshPerson } from './person';

/**
 * Grants (`admin` true) or revokes the admin role of `userId`.
 *
 * @throws {ApiError} 409 (`last_admin`), 404 (`user_not_found`), 401/403, or status 0.
 */
async function setPersonAdmin(userId: string, admin: boolean): Promise<PersonDetail> {
  return answerOf(
    api.PUT('/admin/people/{userId}/admin', { params: { path: { userId } }, body: { admin } }),
    personDetailSchema,
  );
}

/** The admin-role mutation of `userId`; afterwards the staff screens (and the session) refresh. */
export function useSetPersonAdmin(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (admin: boolean) => setPersonAdmin(userId, admin),
    onSuccess: (answer) =>
      Promise.all([
        refreshPerson(queryClient, answer),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
