/**
 * The comments of a version (docs/decisions/0022): `GET /api/tracks/:id/versions/:n/comments`, by position, with
 * their threads and, for n > 1, which comments of the previous version were resolved.
 */
import { useQuery } from '@tanstack/react-query';
import { versionCommentsSchema, type VersionComments } from '@shared/schemas/tracks';
import { requestJson } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/** The path of version `n` of track `id`. */
export function versionPath(id: string, n: number): string {
  return `/api/tracks/${encodeURIComponent(id)}/versions/${n}`;
}

/**
 * Reads the comments of version `n` of track `id`.
 *
 * @throws {ApiError} 404, 401/403, or status 0.
 */
export async function getVersionComments(id: string, n: number): Promise<VersionComments> {
  return requestJson('GET', `${versionPath(id, n)}/comments`, undefined, { schema: versionCommentsSchema });
}

/** The comments query of version `n` of track `id`. */
export function useVersionComments(id: string, n: number) {
  return useQuery({ queryKey: trackQueryKeys.comments(id, n), queryFn: () => getVersionComments(id, n) });
}
