/**
 * The audit log (issue "Staff operations" item 7): `GET /api/admin/audit?person=&kind=&cursor=&limit=`, every recorded
 * staff action newest first (the staff actions and the inbox's events), filtered by kind and by person (the email of
 * the admin who acted or of the person acted on, matched literally), one keyset page at a time.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditKind, type AuditPage } from '@shared/schemas/audit';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** What to list: one kind (null: every kind), a person (empty: everyone) and the page after `cursor`. */
interface AuditListParams {
  kind: AuditKind | null;
  person: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * One page of the recorded actions matching the filter, newest first.
 *
 * @throws {ApiError} 400 for a bad query (`fields`), 401/403, or status 0 on a network failure.
 */
async function listAudit({ kind, person, cursor, limit }: AuditListParams): Promise<AuditPage> {
  return answerOf(
    api.GET('/admin/audit', {
      params: {
        query: {
          kind: kind ?? undefined,
          person: person || undefined,
          cursor: cursor || undefined,
          limit: limit || undefined,
        },
      },
    }),
    auditPageSchema,
  );
}

/**
 * The recorded actions matching `kind` and `person`, page by page ('Load more' fetches the next one), read anew each
 * time the log is shown. While another filter loads, the previous results stay on screen.
 */
export function useAuditList(kind: AuditKind | null, person: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.auditList(kind, person),
    queryFn: ({ pageParam }) => listAudit({ kind, person, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    // Actions recorded elsewhere (the inbox, the course, the emails) do not refresh it: read it anew on every visit.
    staleTime: 0,
  });
}
