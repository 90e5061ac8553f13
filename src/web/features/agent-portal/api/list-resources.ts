/**
 * A department's resources (site-and-portals.md §2.13, §5 "Resources", §7 "Select department_resources"):
 * `GET /api/departments/:slug/resources?q=&cursor=&limit=`, newest first, filtered by title, one keyset page at a
 * time (docs/decisions/0006).
 */
import { useInfiniteQuery, keepPreviousData } from '@tanstack/react-query';
import { resourcePageSchema, type ResourcePage } from '@shared/schemas/departments';
import { answerOf, api } from '@web/lib/api-client';
import { departmentQueryKey } from './get-department';

/** What to list: a search text (empty for all) and the page after `cursor`. */
interface ResourceListParams {
  q?: string;
  cursor?: string | null;
  limit?: number;
}

/** Query key of every resource list of a department (invalidate it after a change). */
export function resourcesQueryKey(slug: string) {
  return [...departmentQueryKey(slug), 'resources'] as const;
}

/**
 * Reads one page of the resources of `slug`.
 *
 * @throws {ApiError} 404 `department_not_found`, 400 for a bad query, 401/403, or status 0 on a network failure.
 */
async function listResources(
  slug: string,
  { q, cursor, limit }: ResourceListParams = {},
): Promise<ResourcePage> {
  return answerOf(
    api.GET('/departments/{slug}/resources', {
      params: {
        path: { slug: slug.toLowerCase() },
        query: { q: q || undefined, cursor: cursor || undefined, limit: limit || undefined },
      },
    }),
    resourcePageSchema,
  );
}

/**
 * The resources of `slug` matching `q`, page by page ('Load more' fetches the next one). While a new search
 * loads, the previous results stay on screen.
 */
export function useResources(slug: string, q: string) {
  return useInfiniteQuery({
    queryKey: [...resourcesQueryKey(slug), { q }],
    queryFn: ({ pageParam }) => listResources(slug, { q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
