/**
 * One item of the staff inbox (issue "Staff operations" item 1): `GET /api/admin/inbox/:kind/:id`, every field the
 * person submitted (label, value, and a safe link when there is one) and the history of status changes and staff
 * notes, oldest first. The status change and the note (inbox-status.ts, inbox-note.ts) answer the same shape and
 * refresh the inbox with {@link refreshInbox}.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { inboxItemSchema, type InboxItem } from '@shared/schemas/inbox';
import { type InboxKind } from '@shared/limits/inbox';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Item `id` of `kind` with its fields and history.
 *
 * @throws {ApiError} 404 (`not_found`) when there is no such item, 400 for a malformed id, 401/403, or status 0.
 */
async function getInboxItem(kind: InboxKind, id: string): Promise<InboxItem> {
  return answerOf(api.GET('/admin/inbox/{kind}/{id}', { params: { path: { kind, id } } }), inboxItemSchema);
}

/** The item query of `id` of `kind`. */
export function useInboxItem(kind: InboxKind, id: string) {
  return useQuery({ queryKey: adminQueryKeys.inboxItem(kind, id), queryFn: () => getInboxItem(kind, id) });
}

/**
 * After a change to an item: the item shows the server's answer at once, and the lists of its kind (its status
 * there) and the counts (the badges) reload.
 */
export function refreshInbox(queryClient: QueryClient, answer: InboxItem): Promise<unknown> {
  const { kind, id } = answer.item;
  queryClient.setQueryData(adminQueryKeys.inboxItem(kind, id), answer);
  return Promise.all(
    [adminQueryKeys.inboxLists(kind), adminQueryKeys.inboxCounts].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
