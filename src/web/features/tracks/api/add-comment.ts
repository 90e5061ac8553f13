/** A comment at a moment of a version (docs/decisions/0022): `POST /api/tracks/:id/versions/:n/comments`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackCommentSchema, type CommentBody, type TrackComment } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Comments on version `n` of track `id` at `positionMs`.
 *
 * @throws {ApiError} 400 `validation_failed` (`fields.body`, `fields.positionMs` past the end), 404, or status 0.
 */
async function addComment(id: string, n: number, body: CommentBody): Promise<TrackComment> {
  return answerOf(
    api.POST('/tracks/{id}/versions/{n}/comments', { params: { path: { id, n: String(n) } }, body }),
    trackCommentSchema,
  );
}

/**
 * The comment mutation of version `n` of track `id`, pinned at `positionMs` (the form's moment as it is sent);
 * afterwards its comments and the track reload.
 */
export function useAddComment(id: string, n: number, positionMs: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: Pick<CommentBody, 'body'>) => addComment(id, n, { body, positionMs }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackQueryKeys.comments(id, n) }),
        queryClient.invalidateQueries({ queryKey: trackQueryKeys.track(id) }),
      ]),
  });
}
