/**
 * One allow-list entry (issue "Staff operations" item 3): `GET /api/admin/allow-lists/:list/:id`, the entry and its
 * recorded changes (who, what, when), newest first. An addition and a change (allow-list-add.ts,
 * allow-list-update.ts) answer the same shape and refresh the staff screens with {@link refreshAllowList}.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  allowListEntryDetailSchema,
  type AllowListEntryDetail,
  type AllowListName,
} from '@shared/schemas/allow-lists';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Entry `id` of `list` with its history.
 *
 * @throws {ApiError} 404 (`allow_list_entry_not_found`), 400 for a malformed id, 401/403, or status 0.
 */
async function getAllowListEntry(list: AllowListName, id: string): Promise<AllowListEntryDetail> {
  return answerOf(
    api.GET('/admin/allow-lists/{list}/{id}', { params: { path: { list, id } } }),
    allowListEntryDetailSchema,
  );
}

/** The entry query of `id` on `list`. */
export function useAllowListEntry(list: AllowListName, id: string) {
  return useQuery({
    queryKey: adminQueryKeys.allowListEntry(list, id),
    queryFn: () => getAllowListEntry(list, id),
  });
}

/**
 * After a change to an entry of `list`: the entry shows the server's answer at once; the list's pages, the Users
 * tab (its allow-list states) and the audit log reload.
 */
export function refreshAllowList(
  queryClient: QueryClient,
  list: AllowListName,
  answer: AllowListEntryDetail,
): Promise<unknown> {
  const { changed: _, ...detail } = answer;
  queryClient.setQueryData(adminQueryKeys.allowListEntry(list, answer.entry.id), detail);
  return Promise.all(
    [adminQueryKeys.allowListLists(list), adminQueryKeys.people, adminQueryKeys.audit].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
