/**
 * The Users tab's list (issue "Staff operations" item 4; training-program.md §7 "select all profiles by created_at
 * descending (admin)"): `GET /api/admin/people?q=&filter=&cursor=&limit=`, every account newest first with its access,
 * enrolment, modules completed, last activity and certificate, filtered and searched by name, stage name or email,
 * one keyset page at a time (docs/decisions/0006).
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { peoplePageSchema, type PeopleFilter, type PeoplePage } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** What to list: a filter, a search text (empty: all) and the page after `cursor`. */
interface PeopleListParams {
  filter: PeopleFilter;
  q: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * One page of the accounts matching the filter, newest first.
 *
 * @throws {ApiError} 400 for a bad query (`fields`), 401/403, or status 0 on a network failure.
 */
async function listPeople({ filter, q, cursor, limit }: PeopleListParams): Promise<PeoplePage> {
  return answerOf(
    api.GET('/admin/people', {
      params: {
        query: {
          filter: filter === 'all' ? undefined : filter,
          q: q || undefined,
          cursor: cursor || undefined,
          limit: limit || undefined,
        },
      },
    }),
    peoplePageSchema,
  );
}

/**
 * The accounts matching `filter` and `q`, page by page ('Load more' fetches the next one). While another filter
 * loads, the previous results stay on screen.
 */
export function usePeopleList(filter: PeopleFilter, q: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.peopleList(filter, q),
    queryFn: ({ pageParam }) => listPeople({ filter, q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
