/**
 * The staff inbox's CSV export (issue "Staff operations" item 1): `GET /api/admin/inbox/:kind/export.csv?status=&q=`
 * answers a file download (Content-Disposition attachment) of every item of a kind matching the list's filter. It
 * is a link the browser follows (its address built by the API client's `apiUrl`), not a request of the API client.
 */
import type { InboxKind, InboxStatus } from '@shared/limits/inbox';
import { apiUrl } from '@web/lib/api-client';

/**
 * The address of the CSV of `kind` with the list's filter: `status` (null: all but archived) and the search `q`
 * (empty: none).
 */
export function inboxExportHref(
  kind: InboxKind,
  { status, q }: { status: InboxStatus | null; q: string },
): string {
  return apiUrl('/admin/inbox/{kind}/export.csv', {
    path: { kind },
    query: { status: status ?? undefined, q: q || undefined },
  });
}
