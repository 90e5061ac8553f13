/** The learner's own press kit (issue "Press kits and feedback on tracks" item 1; docs/decisions/0023). */
import { useQuery } from '@tanstack/react-query';
import { ownPressKitAnswerSchema, type OwnPressKit } from '@shared/schemas/press-kits';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the own kit; every write of the kit (save, photo, publication) puts its answer here. */
export const ownPressKitQueryKey = ['press-kit', 'own'] as const;

/**
 * `GET /api/press-kit`: the caller's kit, made and prefilled from the directory profile and the worksheet answers
 * on the first call.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
async function getOwnPressKit(): Promise<OwnPressKit> {
  const answer = await answerOf(api.GET('/press-kit'), ownPressKitAnswerSchema);
  return answer.pressKit;
}

/** The own kit query. */
export function useOwnPressKit() {
  return useQuery({ queryKey: ownPressKitQueryKey, queryFn: getOwnPressKit });
}
