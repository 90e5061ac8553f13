/** The directory's public profiles (training-program.md §2 item 8, §7 "select public ones ordered by stage_name"). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { directoryPageSchema, type DirectoryPage } from '@shared/schemas/artist-profile';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the directory pages. */
export const directoryQueryKey = ['directory', 'profiles'] as const;

/**
 * `GET /api/directory?cursor=`: one page of public profiles by stage name.
 *
 * @throws {ApiError} 400 for a forged cursor, 401/403, or status 0.
 */
async function listProfiles(cursor: string | null): Promise<DirectoryPage> {
  return answerOf(
    api.GET('/directory', { params: { query: cursor ? { cursor } : {} } }),
    directoryPageSchema,
  );
}

/** The directory, a page at a time ('Show more artists' loads the next). */
export function useDirectory() {
  return useInfiniteQuery({
    queryKey: directoryQueryKey,
    queryFn: ({ pageParam }) => listProfiles(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
