/**
 * The comments of a version (docs/decisions/0022): `GET /api/tracks/:id/versions/:n/comments`, by position, with
 * their threads and, for n > 1, which comments of the previous version were resolved.
 */
import { useQuery } from '@tanstack/react-query';
import { versionCommentsSchema, type VersionComments } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Reads the comments of version `n` of track `id`.
 *
 * @throws {ApiError} 404, 401/403, or status 0.
 */
async function getVersionComments(id: string, n: number): Promise<VersionComments> {
  return answerOf(
    api.GET('/tracks/{id}/versions/{n}/comments', { params: { path: { id, n: String(n) } } }),
    versionCommentsSchema,
  );
}

/** The comments query of version `n` of track `id`. */
export function useVersionComments(id: string, n: number) {
  return useQuery({ queryKey: trackQueryKeys.comments(id, n), queryFn: () => getVersionComments(id, n) });
}
