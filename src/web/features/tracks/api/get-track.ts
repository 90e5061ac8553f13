/** One track with the caller's permissions (docs/decisions/0022): `GET /api/tracks/:id`. */
import { useQuery } from '@tanstack/react-query';
import { trackAnswerSchema, type TrackAnswer } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Reads track `id`.
 *
 * @throws {ApiError} 404 when it does not exist or the caller may not see it, 401/403, or status 0.
 */
async function getTrack(id: string): Promise<TrackAnswer> {
  return answerOf(api.GET('/tracks/{id}', { params: { path: { id } } }), trackAnswerSchema);
}

/** The query of track `id`. */
export function useTrack(id: string) {
  return useQuery({ queryKey: trackQueryKeys.track(id), queryFn: () => getTrack(id) });
}
