/**
 * Each enrolment month’s progress by week since enrolment (issue 37 "Program insights"): `GET /api/admin/insights/cohorts?cohort=&from=&to=`, admins only, computed by the
 * server from the records for the filters (docs/decisions/0026 "Filters").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cohortsSchema, type Cohorts } from '@shared/schemas/insights';
import { answerOf, api } from '@web/lib/api-client';
import type { InsightsFilters } from '../utils/insights-view';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Each enrolment month’s progress by week since enrolment for `filters`.
 *
 * @throws {ApiError} 400 `validation_failed` for a refused filter (`fields`), 401/403, or status 0.
 */
async function getCohorts(filters: InsightsFilters): Promise<Cohorts> {
  return answerOf(api.GET('/admin/insights/cohorts', { params: { query: filters } }), cohortsSchema);
}

/** Each enrolment month’s progress by week since enrolment for `filters`; while other filters load, the previous figures stay on screen. */
export function useInsightsCohorts(filters: InsightsFilters) {
  return useQuery({
    queryKey: adminQueryKeys.insight('cohorts', filters),
    queryFn: () => getCohorts(filters),
    placeholderData: keepPreviousData,
  });
}
