/**
 * One allow-list in /admin (issue "Staff operations" item 3): `GET /api/admin/allow-lists/:list?q=&state=&cursor=&limit=`,
 * the entries of approved artists or approved agents newest first, filtered by state and searched by email, one keyset
 * page at a time (docs/decisions/0006).
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  allowListPageSchema,
  type ALLOW_LIST_FILTERS,
  type AllowListName,
  type AllowListPage,
} from '@shared/schemas/allow-lists';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Which entries a list shows: every one, the enabled or the disabled. */
export type AllowListState = (typeof ALLOW_LIST_FILTERS)[number];

/** What to list: a state, a search text (empty: all) and the page after `cursor`. */
interface AllowListParams {
  state: AllowListState;
  q: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * One page of the entries of `list` matching the filter, newest first.
 *
 * @throws {ApiError} 400 for a bad query (`fields`), 401/403, or status 0 on a network failure.
 */
async function listAllowList(
  list: AllowListName,
  { state, q, cursor, limit }: AllowListParams,
): Promise<AllowListPage> {
  return answerOf(
    api.GET('/admin/allow-lists/{list}', {
      params: {
        path: { list },
        query: {
          state: state === 'all' ? undefined : state,
          q: q || undefined,
          cursor: cursor || undefined,
          limit: limit || undefined,
        },
      },
    }),
    allowListPageSchema,
  );
}

/**
 * The entries of `list` matching `state` and `q`, page by page ('Load more' fetches the next one). While another
 * filter loads, the previous results stay on screen.
 */
export function useAllowList(list: AllowListName, state: AllowListState, q: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.allowListList(list, state, q),
    queryFn: ({ pageParam }) => listAllowList(list, { state, q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
