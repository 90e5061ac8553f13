/** A reply in a comment's thread (docs/decisions/0022): `POST /api/track-comments/:id/replies`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackCommentReplySchema, type ReplyBody, type TrackCommentReply } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * Replies to comment `commentId`.
 *
 * @throws {ApiError} 400 (`fields.body`), 404, 409 when the thread is full, or status 0.
 */
async function addReply(commentId: string, body: ReplyBody): Promise<TrackCommentReply> {
  return answerOf(
    api.POST('/track-comments/{id}/replies', { params: { path: { id: commentId } }, body }),
    trackCommentReplySchema,
  );
}

/** The reply mutation of a comment on version `n` of track `trackId`; afterwards the version's comments reload. */
export function useAddReply(trackId: string, n: number, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody) => addReply(commentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackQueryKeys.comments(trackId, n) }),
  });
}
