/** The public check of a certificate id (issue "Directory, certificates, admin" item 3). */
import { useQuery } from '@tanstack/react-query';
import { certificateVerificationSchema, type CertificateVerification } from '@shared/schemas/certificates';
import { requestJson } from '@web/lib/api-client';

/**
 * `GET /api/verify/:certificateId`: recipient, program, completion date and issuer.
 *
 * @throws {ApiError} 404 `certificate_not_found`, 400 for a malformed id, or status 0.
 */
export async function verifyCertificate(certificateId: string): Promise<CertificateVerification> {
  return requestJson('GET', `/api/verify/${encodeURIComponent(certificateId)}`, undefined, {
    schema: certificateVerificationSchema,
  });
}

/** The verification query; a 4xx answer is final, so it is not retried. */
export function useCertificateVerification(certificateId: string) {
  return useQuery({
    queryKey: ['verify', certificateId],
    queryFn: () => verifyCertificate(certificateId),
    retry: false,
  });
}
