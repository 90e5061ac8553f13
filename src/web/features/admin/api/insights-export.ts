/**
 * The CSV download of one table of the Insights tab (issue 37 "Program insights"): `GET
 * /api/admin/insights/<name>/export.csv` with the tab's filters, an attachment (UTF-8 with BOM) the browser saves.
 */
import type { InsightsCsvName, ItemRound } from '@shared/schemas/insights';
import { apiUrl } from '@web/lib/api-client';
import type { InsightsFilters } from '../utils/insights-view';

/** The item analysis's own filters, sent with its CSV. */
interface ItemFilters {
  quizId: string | null;
  round: ItemRound;
}

/** The address of the CSV of table `name` for `filters` (and, for the item analysis, its quiz and round). */
export function insightsCsvUrl(name: InsightsCsvName, filters: InsightsFilters, item?: ItemFilters): string {
  return apiUrl('/admin/insights/{csv}/export.csv', {
    path: { csv: name },
    query: { ...filters, ...(item ? { quizId: item.quizId ?? undefined, round: item.round } : {}) },
  });
}
