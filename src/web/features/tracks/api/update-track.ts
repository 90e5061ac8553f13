/** Changing a track's title, notes or peer feedback (docs/decisions/0022): `PATCH /api/tracks/:id`, the learner only. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackAnswerSchema, type TrackAnswer, type TrackUpdate } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Saves the fields of `patch` on track `id`.
 *
 * @throws {ApiError} 400 `validation_failed` with field messages, 403, 404, or status 0.
 */
async function updateTrack(id: string, patch: TrackUpdate): Promise<TrackAnswer> {
  return answerOf(api.PATCH('/tracks/{id}', { params: { path: { id } }, body: patch }), trackAnswerSchema);
}

/** The update mutation of track `id`: the track query takes the answer, the list reloads. */
export function useUpdateTrack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TrackUpdate) => updateTrack(id, patch),
    onSuccess: (answer) => {
      queryClient.setQueryData(trackQueryKeys.track(id), answer);
      void queryClient.invalidateQueries({ queryKey: trackQueryKeys.list });
    },
  });
}
