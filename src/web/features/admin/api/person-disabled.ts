/**
 * Disabling and enabling an account (issue "Staff operations" item 4): `PUT /api/admin/people/:userId/disabled` with
 * `{ disabled }` records the change and answers the person's page; disabling ends every session of the account at
 * once. Refused: one's own account (409 `cannot_disable_self`) and the last enabled admin (409 `last_admin`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { refreshPerson } from './person';

/**
 * Disables (`disabled` true) or enables the account `userId`.
 *
 * @throws {ApiError} 409 (`cannot_disable_self`, `last_admin`), 404 (`user_not_found`), 401/403, or status 0.
 */
async function setPersonDisabled(userId: string, disabled: boolean): Promise<PersonDetail> {
  return answerOf(
    api.PUT('/admin/people/{userId}/disabled', { params: { path: { userId } }, body: { disabled } }),
    personDetailSchema,
  );
}

/** The disable/enable mutation of `userId`; afterwards the staff screens refresh. */
export function useSetPersonDisabled(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => setPersonDisabled(userId, disabled),
    onSuccess: (answer) => refreshPerson(queryClient, answer),
  });
}
