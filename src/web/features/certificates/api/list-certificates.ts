/** The member's certificates (training-program.md §2 item 9, §7 "user_certificates: select by user_id"). */
import { useQuery } from '@tanstack/react-query';
import { certificateListSchema, type CertificateList } from '@shared/schemas/certificates';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the certificates list. */
const certificatesQueryKey = ['certificates'] as const;

/**
 * `GET /api/certificates`: the certificates, newest first, the Program Progress figures, and whether this call
 * issued the program completion certificate.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
async function listCertificates(): Promise<CertificateList> {
  return answerOf(api.GET('/certificates'), certificateListSchema);
}

/** The certificates query, read again whenever the page opens (a module may have been completed since). */
export function useCertificates() {
  return useQuery({ queryKey: certificatesQueryKey, queryFn: listCertificates, refetchOnMount: 'always' });
}
