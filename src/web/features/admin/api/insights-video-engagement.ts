/**
 * The drop-off curve of each lesson video (issue 37 "Program insights"): `GET /api/admin/insights/video-engagement?cohort=&from=&to=`, admins only, computed by the
 * server from the records for the filters (docs/decisions/0026 "Filters").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { videoEngagementSchema, type VideoEngagement } from '@shared/schemas/insights';
import { answerOf, api } from '@web/lib/api-client';
import type { InsightsFilters } from '../utils/insights-view';
import { adminQueryKeys } from './admin-query-keys';

/**
 * The drop-off curve of each lesson video for `filters`.
 *
 * @throws {ApiError} 400 `validation_failed` for a refused filter (`fields`), 401/403, or status 0.
 */
async function getVideoEngagement(filters: InsightsFilters): Promise<VideoEngagement> {
  return answerOf(
    api.GET('/admin/insights/video-engagement', { params: { query: filters } }),
    videoEngagementSchema,
  );
}

/** The drop-off curve of each lesson video for `filters`; while other filters load, the previous figures stay on screen. */
export function useInsightsVideoEngagement(filters: InsightsFilters) {
  return useQuery({
    queryKey: adminQueryKeys.insight('video-engagement', filters),
    queryFn: () => getVideoEngagement(filters),
    placeholderData: keepPreviousData,
  });
}
