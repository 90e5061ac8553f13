/**
 * The quiz item analysis (issue 37 "Program insights" item 3): `GET /api/admin/insights/item-analysis?cohort=&from=
 * &to=&quizId=&round=`, admins only: per question version the facility and discrimination indices, how often each
 * option was chosen and its flags, for one quiz (or every quiz) and each learner's first attempt (or every attempt).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { itemAnalysisSchema, type ItemAnalysis, type ItemRound } from '@shared/schemas/insights';
import { answerOf, api } from '@web/lib/api-client';
import type { InsightsFilters } from '../utils/insights-view';
import { adminQueryKeys } from './admin-query-keys';

/**
 * The item analysis of `quizId` (null: every quiz) over the `round`'s attempts, for `filters`.
 *
 * @throws {ApiError} 400 `validation_failed` for a refused filter (`fields`), 401/403, or status 0.
 */
async function getItemAnalysis(
  filters: InsightsFilters,
  quizId: string | null,
  round: ItemRound,
): Promise<ItemAnalysis> {
  return answerOf(
    api.GET('/admin/insights/item-analysis', {
      params: { query: { ...filters, quizId: quizId ?? undefined, round } },
    }),
    itemAnalysisSchema,
  );
}

/** The item analysis for the filters; while other filters load, the previous figures stay on screen. */
export function useInsightsItemAnalysis(filters: InsightsFilters, quizId: string | null, round: ItemRound) {
  return useQuery({
    queryKey: adminQueryKeys.itemAnalysis(filters, quizId, round),
    queryFn: () => getItemAnalysis(filters, quizId, round),
    placeholderData: keepPreviousData,
  });
}
