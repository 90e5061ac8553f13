/** The learner's own tracks, to choose the featured ones from (items 1 and 2; `GET /api/tracks`). */
import { useQuery } from '@tanstack/react-query';
import { trackListSchema, type Track } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the own tracks: the same entry, with the same answer, as the Tracks page's list. */
const ownTracksQueryKey = ['tracks', 'list'] as const;

/**
 * `GET /api/tracks`: the caller's own tracks, newest first.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
async function listOwnTracks(): Promise<Track[]> {
  const answer = await answerOf(api.GET('/tracks'), trackListSchema);
  return answer.tracks;
}

/** The own tracks query. */
export function useOwnTracks() {
  return useQuery({ queryKey: ownTracksQueryKey, queryFn: listOwnTracks });
}
