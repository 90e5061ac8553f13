/**
 * The failed emails (issue "Staff operations" item 6): `GET /api/admin/emails/counts` answers `{ failed }`, shown as
 * the badge of the admin page's Emails tab.
 */
import { useQuery } from '@tanstack/react-query';
import { emailCountsSchema, type EmailCounts } from '@shared/schemas/emails';
import { answerOf, api } from '@web/lib/api-client';
import { emailQueryKeys } from './email-query-keys';

/**
 * The number of failed emails.
 *
 * @throws {ApiError} 401/403, or status 0 on a network failure.
 */
async function getEmailCounts(): Promise<EmailCounts> {
  return answerOf(api.GET('/admin/emails/counts'), emailCountsSchema);
}

/** The counts query; reloaded after a retry (email-retry.ts). */
export function useEmailCounts() {
  return useQuery({ queryKey: emailQueryKeys.counts, queryFn: getEmailCounts });
}
