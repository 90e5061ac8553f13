/**
 * The staff inbox's new items (issue "Staff operations" item 1): `GET /api/admin/inbox/counts`, the number of new
 * items of each kind and their total, shown as badges on the admin page's Inbox tab and on each kind.
 */
import { useQuery } from '@tanstack/react-query';
import { inboxCountsSchema, type InboxCounts } from '@shared/schemas/inbox';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * The new items of each kind, and their total.
 *
 * @throws {ApiError} 401/403, or status 0 on a network failure.
 */
async function getInboxCounts(): Promise<InboxCounts> {
  return answerOf(api.GET('/admin/inbox/counts'), inboxCountsSchema);
}

/** The counts query; reloaded after every status change (see inbox-item.ts `refreshInbox`). */
export function useInboxCounts() {
  return useQuery({ queryKey: adminQueryKeys.inboxCounts, queryFn: getInboxCounts });
}
