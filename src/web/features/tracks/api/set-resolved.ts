/** Resolving a comment (docs/decisions/0022): `PUT /api/track-comments/:id/resolved`, the learner only. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackCommentSchema, type TrackComment } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Marks comment `commentId` resolved (true) or open again (false).
 *
 * @throws {ApiError} 403 for anyone but the learner, 404, or status 0.
 */
async function setCommentResolved(commentId: string, resolved: boolean): Promise<TrackComment> {
  return answerOf(
    api.PUT('/track-comments/{id}/resolved', { params: { path: { id: commentId } }, body: { resolved } }),
    trackCommentSchema,
  );
}

/** The resolve mutation of a comment of track `trackId`; afterwards the track and every version's comments reload. */
export function useSetCommentResolved(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
      setCommentResolved(commentId, resolved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackQueryKeys.track(trackId) }),
  });
}
