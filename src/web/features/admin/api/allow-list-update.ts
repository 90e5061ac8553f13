/**
 * Enabling and disabling an allow-list entry (issue "Staff operations" item 3): `PATCH /api/admin/allow-lists/:list/:id`
 * with `{ isEnabled }` answers the entry and its history; disabling signs the person out of every session at once.
 * `changed` is false when the entry already was as asked (nothing recorded).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  allowListEntryDetailSchema,
  type AllowListEntryDetail,
  type AllowListName,
} from '@shared/schemas/allow-lists';
import { answerOf, api } from '@web/lib/api-client';
import { refreshAllowList } from './allow-list-entry';

/**
 * Enables (`isEnabled` true) or disables entry `id` of `list`.
 *
 * @throws {ApiError} 404 when there is no such entry, 400 for a malformed id, 401/403, or status 0.
 */
async function setAllowListEntryEnabled(
  list: AllowListName,
  id: string,
  isEnabled: boolean,
): Promise<AllowListEntryDetail> {
  return answerOf(
    api.PATCH('/admin/allow-lists/{list}/{id}', { params: { path: { list, id } }, body: { isEnabled } }),
    allowListEntryDetailSchema,
  );
}

/**
 * The enable/disable mutation of entries of `list` (variables: the entry's id and the state wanted); afterwards the
 * entry, the list, the Users tab and the audit log refresh.
 */
export function useSetAllowListEntryEnabled(list: AllowListName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isEnabled }: { id: string; isEnabled: boolean }) =>
      setAllowListEntryEnabled(list, id, isEnabled),
    onSuccess: (answer) => refreshAllowList(queryClient, list, answer),
  });
}
