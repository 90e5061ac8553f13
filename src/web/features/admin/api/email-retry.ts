/**
 * Retry (issue "Staff operations" item 6): `POST /api/admin/emails/:id/retry` (no body) queues a failed email again —
 * status queued, attempts from 0, sent now — and answers `{ email }`; 409 (`email_not_failed`) when it is no longer
 * failed (someone retried it first), 404 when there is no such email.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailRetryAnswerSchema, type EmailListItem } from '@shared/schemas/emails';
import { answerOf, api } from '@web/lib/api-client';
import { emailQueryKeys } from './email-query-keys';

/**
 * Queues failed email `id` again.
 *
 * @throws {ApiError} 409 (`email_not_failed`), 404 (`email_not_found`), 400 for a malformed id, 401/403, or status 0.
 */
async function retryEmail(id: string): Promise<EmailListItem> {
  const { email } = await answerOf(
    api.POST('/admin/emails/{id}/retry', { params: { path: { id } } }),
    emailRetryAnswerSchema,
  );
  return email;
}

/** The retry mutation: afterwards, whatever the answer, every list and the failed count reload. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailQueryKeys.all }),
  });
}
