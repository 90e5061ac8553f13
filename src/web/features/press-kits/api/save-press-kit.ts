/** Saving the learner's press kit (issue "Press kits and feedback on tracks" item 1). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownPressKitAnswerSchema, type OwnPressKit, type PressKitBody } from '@shared/schemas/press-kits';
import { answerOf, api } from '@web/lib/api-client';
import { ownPressKitQueryKey } from './get-own-press-kit';

/**
 * `PUT /api/press-kit` with every editable field.
 *
 * @throws {ApiError} 400 `validation_failed` with field messages (e.g. `links`, `featuredTrackIds`), 401/403, or
 *   status 0.
 */
async function savePressKit(body: PressKitBody): Promise<OwnPressKit> {
  const answer = await answerOf(api.PUT('/press-kit', { body }), ownPressKitAnswerSchema);
  return answer.pressKit;
}

/** The save mutation: the own kit takes the answer. */
export function useSavePressKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePressKit,
    onSuccess: (kit) => queryClient.setQueryData(ownPressKitQueryKey, kit),
  });
}
