/** Publishing or unpublishing the learner's press kit, at a chosen or the random address (item 1). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownPressKitAnswerSchema, type OwnPressKit, type PublicationBody } from '@shared/schemas/press-kits';
import { answerOf, api } from '@web/lib/api-client';
import { ownPressKitQueryKey } from './get-own-press-kit';

/**
 * `PUT /api/press-kit/publication`.
 *
 * @throws {ApiError} 409 `slug_taken` and 400 `validation_failed` with `fields.slug` (reserved, not URL-safe) or
 *   `fields.stageName` (publishing needs one), 401/403, or status 0.
 */
async function setPublication(body: PublicationBody): Promise<OwnPressKit> {
  const answer = await answerOf(api.PUT('/press-kit/publication', { body }), ownPressKitAnswerSchema);
  return answer.pressKit;
}

/** The publication mutation: the own kit takes the answer. */
export function useSetPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublication,
    onSuccess: (kit) => queryClient.setQueryData(ownPressKitQueryKey, kit),
  });
}
