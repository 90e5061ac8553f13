/**
 * Where learners stop, per module, and the inactive learners (issue 37 "Program insights"): `GET /api/admin/insights/stops?cohort=&from=&to=`, admins only, computed by the
 * server from the records for the filters (docs/decisions/0026 "Filters").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stopsSchema, type Stops } from '@shared/schemas/insights';
import { answerOf, api } from '@web/lib/api-client';
import type { InsightsFilters } from '../utils/insights-view';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Where learners stop, per module, and the inactive learners for `filters`.
 *
 * @throws {ApiError} 400 `validation_failed` for a refused filter (`fields`), 401/403, or status 0.
 */
async function getStops(filters: InsightsFilters): Promise<Stops> {
  return answerOf(api.GET('/admin/insights/stops', { params: { query: filters } }), stopsSchema);
}

/** Where learners stop, per module, and the inactive learners for `filters`; while other filters load, the previous figures stay on screen. */
export function useInsightsStops(filters: InsightsFilters) {
  return useQuery({
    queryKey: adminQueryKeys.insight('stops', filters),
    queryFn: () => getStops(filters),
    placeholderData: keepPreviousData,
  });
}
