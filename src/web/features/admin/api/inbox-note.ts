/**
 * A staff note on an inbox item (issue "Staff operations" item 1): `POST /api/admin/inbox/:kind/:id/notes` with
 * `{ note }` answers 201 and the item, the note last in its history with the staff member's email.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxItemSchema, type InboxItem, type InboxNoteBody } from '@shared/schemas/inbox';
import { type InboxKind } from '@shared/limits/inbox';
import { answerOf, api } from '@web/lib/api-client';
import { refreshInbox } from './inbox-item';

/**
 * Adds `body.note` to the history of item `id` of `kind`.
 *
 * @throws {ApiError} 400 (`fields.note`: empty or too long), 404 when there is no such item, 401/403, or status 0.
 */
async function addInboxNote(kind: InboxKind, id: string, body: InboxNoteBody): Promise<InboxItem> {
  return answerOf(
    api.POST('/admin/inbox/{kind}/{id}/notes', { params: { path: { kind, id } }, body }),
    inboxItemSchema,
  );
}

/** The note mutation of item `id` of `kind`; afterwards the item, its kind's lists and the counts refresh. */
export function useAddInboxNote(kind: InboxKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxNoteBody) => addInboxNote(kind, id, body),
    onSuccess: (answer) => refreshInbox(queryClient, answer),
  });
}
