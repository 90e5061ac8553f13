/**
 * One list of the staff inbox (issue "Staff operations" item 1): `GET /api/admin/inbox/:kind?status=&q=&cursor=&limit=`,
 * the items of one kind newest first, filtered by status (without one, every item but the archived ones) and by
 * name or email, one keyset page at a time (docs/decisions/0006).
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { inboxPageSchema, type InboxPage } from '@shared/schemas/inbox';
import { type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** What to list of a kind: a status (null: all but archived), a search text (empty: all) and the page after `cursor`. */
interface InboxListParams {
  status: InboxStatus | null;
  q: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * One page of the items of `kind` matching the filter, newest first.
 *
 * @throws {ApiError} 400 for a bad query (`fields`), 401/403, or status 0 on a network failure.
 */
async function listInbox(kind: InboxKind, { status, q, cursor, limit }: InboxListParams): Promise<InboxPage> {
  return answerOf(
    api.GET('/admin/inbox/{kind}', {
      params: {
        path: { kind },
        query: {
          status: status ?? undefined,
          q: q || undefined,
          cursor: cursor || undefined,
          limit: limit || undefined,
        },
      },
    }),
    inboxPageSchema,
  );
}

/**
 * The items of `kind` matching `status` and `q`, page by page ('Load more' fetches the next one with the last
 * page's `nextCursor`). While another filter loads, the previous results stay on screen.
 */
export function useInboxList(kind: InboxKind, status: InboxStatus | null, q: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.inboxList(kind, status, q),
    queryFn: ({ pageParam }) => listInbox(kind, { status, q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
