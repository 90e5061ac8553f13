/** Removing the press kit's photo (item 1). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownPressKitAnswerSchema, type OwnPressKit } from '@shared/schemas/press-kits';
import { answerOf, api } from '@web/lib/api-client';
import { ownPressKitQueryKey } from './get-own-press-kit';

/**
 * `DELETE /api/press-kit/photo`: the kit without a photo (its files are deleted).
 *
 * @throws {ApiError} 401/403, or status 0.
 */
async function deletePhoto(): Promise<OwnPressKit> {
  const answer = await answerOf(api.DELETE('/press-kit/photo'), ownPressKitAnswerSchema);
  return answer.pressKit;
}

/** The delete mutation: the own kit takes the answer. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (kit) => queryClient.setQueryData(ownPressKitQueryKey, kit),
  });
}
