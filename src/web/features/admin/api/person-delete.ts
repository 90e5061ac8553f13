/**
 * Deleting an account (docs/decisions/0022): `DELETE /api/admin/people/:userId` removes the account with its press
 * kit, tracks, versions, files and feedback, and answers what it removed as counts. An admin cannot delete their own
 * account (409 `cannot_delete_self`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletionSchema, type AccountDeletion } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Deletes the account `userId`.
 *
 * @returns what went with it, as counts.
 * @throws {ApiError} 409 (`cannot_delete_self`), 404 (`user_not_found`), 401/403, or status 0.
 */
async function deletePerson(userId: string): Promise<AccountDeletion> {
  return answerOf(
    api.DELETE('/admin/people/{userId}', { params: { path: { userId } } }),
    accountDeletionSchema,
  );
}

/** The deletion mutation of `userId`; afterwards the Users tab's lists, the allow-lists and the audit log reload. */
export function useDeletePerson(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePerson(userId),
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.peopleLists, adminQueryKeys.allowLists, adminQueryKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
