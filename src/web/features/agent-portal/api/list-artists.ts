/**
 * The agents' Artists list (issue "Press kits and feedback on tracks" item 4; docs/decisions/0023):
 * `GET /api/agent/artists?q=&genre=&location=&cursor=`, published press kits by stage name, one keyset page at a
 * time.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { artistsPageSchema, type ArtistsPage } from '@shared/schemas/press-kits';
import { answerOf, api } from '@web/lib/api-client';

/** The filters of the list: each empty for none; all given ones apply together. */
export interface ArtistFilters {
  /** Part of the stage name. */
  q: string;
  /** One whole genre. */
  genre: string;
  /** Part of the location. */
  location: string;
}

/** Query key of every Artists list. */
const artistsQueryKey = ['agent', 'artists'] as const;

/**
 * Reads one page of artists matching `filters`, after `cursor`.
 *
 * @throws {ApiError} 400 for a bad query, 401/403 without an approved agent's session, or status 0.
 */
async function listArtists(filters: ArtistFilters, cursor: string | null): Promise<ArtistsPage> {
  const query = {
    q: filters.q || undefined,
    genre: filters.genre || undefined,
    location: filters.location || undefined,
    cursor: cursor || undefined,
  };
  return answerOf(api.GET('/agent/artists', { params: { query } }), artistsPageSchema);
}

/** The artists matching `filters`, page by page; while a new search loads, the previous results stay on screen. */
export function useArtists(filters: ArtistFilters) {
  return useInfiniteQuery({
    queryKey: [...artistsQueryKey, filters],
    queryFn: ({ pageParam }) => listArtists(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
