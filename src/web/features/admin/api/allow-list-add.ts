/**
 * Adding to an allow-list (issue "Staff operations" item 3): `POST /api/admin/allow-lists/:list` with `{ email }`
 * puts the email on the list, enabled, and records it; it answers 201 with the new entry, or 200 for an email that
 * was already there (enabled again if it was disabled; `changed` false when nothing was to do). A bad address is a
 * 400 with `fields.email`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  allowListEntryDetailSchema,
  type AllowListAddBody,
  type AllowListEntryDetail,
  type AllowListName,
} from '@shared/schemas/allow-lists';
import { answerOf, api } from '@web/lib/api-client';
import { refreshAllowList } from './allow-list-entry';

/**
 * Puts `body.email` on `list`.
 *
 * @throws {ApiError} 400 (`fields.email`), 401/403, or status 0.
 */
async function addToAllowList(list: AllowListName, body: AllowListAddBody): Promise<AllowListEntryDetail> {
  return answerOf(
    api.POST('/admin/allow-lists/{list}', { params: { path: { list } }, body }),
    allowListEntryDetailSchema,
  );
}

/** The addition mutation of `list`; afterwards the entry, the list, the Users tab and the audit log refresh. */
export function useAddToAllowList(list: AllowListName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AllowListAddBody) => addToAllowList(list, body),
    onSuccess: (answer) => refreshAllowList(queryClient, list, answer),
  });
}
