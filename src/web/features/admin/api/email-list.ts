/**
 * The Emails tab's list (issue "Staff operations" item 6): `GET /api/admin/emails?status=&kind=&cursor=&limit=`, the
 * queued, sent and failed emails newest first — recipient, subject, kind, status, attempts, last error, never the
 * text — filtered by status and kind, one keyset page at a time (docs/decisions/0006).
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { emailPageSchema, type EmailPage } from '@shared/schemas/emails';
import { type EmailKind, type EmailStatus } from '@shared/limits/emails';
import { answerOf, api } from '@web/lib/api-client';
import { emailQueryKeys } from './email-query-keys';

/** What to list: a status and a kind (null: every one) and the page after `cursor`. */
interface EmailListParams {
  status: EmailStatus | null;
  kind: EmailKind | null;
  cursor?: string | null;
  limit?: number;
}

/**
 * One page of the emails matching the filter, newest first.
 *
 * @throws {ApiError} 400 for a bad query (`fields`), 401/403, or status 0 on a network failure.
 */
async function listEmails({ status, kind, cursor, limit }: EmailListParams): Promise<EmailPage> {
  return answerOf(
    api.GET('/admin/emails', {
      params: {
        query: {
          status: status ?? undefined,
          kind: kind ?? undefined,
          cursor: cursor || undefined,
          limit: limit || undefined,
        },
      },
    }),
    emailPageSchema,
  );
}

/**
 * The emails matching `status` and `kind`, page by page ('Load more' fetches the next one with the last page's
 * `nextCursor`). While another filter loads, the previous results stay on screen.
 */
export function useEmailList(status: EmailStatus | null, kind: EmailKind | null) {
  return useInfiniteQuery({
    queryKey: emailQueryKeys.list(status, kind),
    queryFn: ({ pageParam }) => listEmails({ status, kind, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
