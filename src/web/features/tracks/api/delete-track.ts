/** Deleting a track with its versions, comments and files (docs/decisions/0022): `DELETE /api/tracks/:id`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Deletes track `id` (the learner, or an admin).
 *
 * @throws {ApiError} 403, 404, or status 0.
 */
async function deleteTrack(id: string): Promise<void> {
  await answerOf(api.DELETE('/tracks/{id}', { params: { path: { id } } }));
}

/** The delete mutation of track `id`; afterwards the lists reload and the track leaves the cache. */
export function useDeleteTrack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTrack(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: trackQueryKeys.track(id) });
      void queryClient.invalidateQueries({ queryKey: trackQueryKeys.list });
      void queryClient.invalidateQueries({ queryKey: trackQueryKeys.feedback });
    },
  });
}
