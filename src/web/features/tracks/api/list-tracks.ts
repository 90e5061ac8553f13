/** The learner's own tracks (docs/decisions/0022): `GET /api/tracks`, newest first. */
import { useQuery } from '@tanstack/react-query';
import { trackListSchema, type Track } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Reads the caller's tracks, each with its versions (newest first).
 *
 * @throws {ApiError} 401 without a session, 403 without access, or status 0.
 */
async function listTracks(): Promise<Track[]> {
  return (await answerOf(api.GET('/tracks'), trackListSchema)).tracks;
}

/** The list query of the learner's tracks. */
export function useTracks() {
  return useQuery({ queryKey: trackQueryKeys.list, queryFn: listTracks });
}
