/**
 * An inbox item's status (issue "Staff operations" item 1): `PATCH /api/admin/inbox/:kind/:id` with `{ status }`;
 * the server records the change in the item's history with the staff member's email and answers the item.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxItemSchema, type InboxItem } from '@shared/schemas/inbox';
import { type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import { answerOf, api } from '@web/lib/api-client';
import { refreshInbox } from './inbox-item';

/**
 * Sets the status of item `id` of `kind`.
 *
 * @throws {ApiError} 400 (`fields.status`), 404 when there is no such item, 401/403, or status 0.
 */
async function setInboxStatus(kind: InboxKind, id: string, status: InboxStatus): Promise<InboxItem> {
  return answerOf(
    api.PATCH('/admin/inbox/{kind}/{id}', { params: { path: { kind, id } }, body: { status } }),
    inboxItemSchema,
  );
}

/** The status mutation of item `id` of `kind`; afterwards the item, its kind's lists and the counts refresh. */
export function useSetInboxStatus(kind: InboxKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: InboxStatus) => setInboxStatus(kind, id, status),
    onSuccess: (answer) => refreshInbox(queryClient, answer),
  });
}
