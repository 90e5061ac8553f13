/** One of the member's certificates, for the printable page (training-program.md §2 item 9). */
import { useQuery } from '@tanstack/react-query';
import { certificateAnswerSchema, type CertificateAnswer } from '@shared/schemas/certificates';
import { answerOf, api } from '@web/lib/api-client';

/**
 * `GET /api/certificates/:certificateId`.
 *
 * @throws {ApiError} 404 `certificate_not_found` (not the caller's), 400 for a malformed id, 401/403, or status 0.
 */
async function getCertificate(certificateId: string): Promise<CertificateAnswer> {
  return answerOf(
    api.GET('/certificates/{certificateId}', { params: { path: { certificateId } } }),
    certificateAnswerSchema,
  );
}

/** The certificate query. */
export function useCertificate(certificateId: string) {
  return useQuery({
    queryKey: ['certificates', certificateId],
    queryFn: () => getCertificate(certificateId),
  });
}
