/**
 * Revoking a learner's certificate (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials"): `POST /api/admin/people/:userId/certificates/:certificateId/revoke` with the reason revokes its
 * credential for good (its bit in the signed status list), records it, and answers the person's page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api } from '@web/lib/api-client';
import { refreshPerson } from './person';

/**
 * Revokes `certificateId` of `userId` because of `reason` (1-500 characters).
 *
 * @throws {ApiError} 404 `certificate_not_found`, 409 `already_revoked`, 400 for a missing reason, 401/403, or
 * status 0.
 */
async function revokeCertificate(
  userId: string,
  certificateId: string,
  reason: string,
): Promise<PersonDetail> {
  return answerOf(
    api.POST('/admin/people/{userId}/certificates/{certificateId}/revoke', {
      params: { path: { userId, certificateId } },
      body: { reason },
    }),
    personDetailSchema,
  );
}

/** The revoke mutation of `userId`'s certificate (variables: the reason); afterwards the staff screens refresh. */
export function useRevokeCertificate(userId: string, certificateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revokeCertificate(userId, certificateId, reason),
    onSuccess: (answer) => refreshPerson(queryClient, answer),
  });
}
