/**
 * The funnel from applications to certificates (issue 37 "Program insights"): `GET /api/admin/insights/funnel?cohort=&from=&to=`, admins only, computed by the
 * server from the records for the filters (docs/decisions/0026 "Filters").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { funnelSchema, type Funnel } from '@shared/schemas/insights';
import { answerOf, api } from '@web/lib/api-client';
import type { InsightsFilters } from '../utils/insights-view';
import { adminQueryKeys } from './admin-query-keys';

/**
 * The funnel from applications to certificates for `filters`.
 *
 * @throws {ApiError} 400 `validation_failed` for a refused filter (`fields`), 401/403, or status 0.
 */
async function getFunnel(filters: InsightsFilters): Promise<Funnel> {
  return answerOf(api.GET('/admin/insights/funnel', { params: { query: filters } }), funnelSchema);
}

/** The funnel from applications to certificates for `filters`; while other filters load, the previous figures stay on screen. */
export function useInsightsFunnel(filters: InsightsFilters) {
  return useQuery({
    queryKey: adminQueryKeys.insight('funnel', filters),
    queryFn: () => getFunnel(filters),
    placeholderData: keepPreviousData,
  });
}
