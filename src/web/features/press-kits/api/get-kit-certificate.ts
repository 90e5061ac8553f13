/**
 * The verified certificate a press kit shows (item 1): the learner's program completion certificate, for the
 * editor's preview (the public page gets it with the kit). `GET /api/certificates`, asked only when the kit says
 * the learner holds one.
 */
import { useQuery } from '@tanstack/react-query';
import { certificateListSchema } from '@shared/schemas/certificates';
import type { Epk } from '@shared/schemas/press-kits';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the preview's certificate: under the certificates list's, so what refreshes that refreshes it. */
const kitCertificateQueryKey = ['certificates'] as const;

/**
 * The program completion certificate as the public kit shows it, or null without one.
 *
 * @param origin - the site's public origin, for the absolute verification address.
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
async function getKitCertificate(origin: string): Promise<Epk['certificate']> {
  const list = await answerOf(api.GET('/certificates'), certificateListSchema);
  const certificate = list.certificates.find((each) => each.certificateType === 'program_completion');
  if (!certificate) return null;
  return {
    certificateId: certificate.certificateId,
    programName: certificate.programName,
    completionDate: certificate.completionDate,
    verifyUrl: `${origin}/verify/${encodeURIComponent(certificate.certificateId)}`,
  };
}

/** The certificate for the preview; asked only while `enabled` (the learner holds one). */
export function useKitCertificate(origin: string, enabled: boolean) {
  return useQuery({
    queryKey: [...kitCertificateQueryKey, 'press-kit'],
    queryFn: () => getKitCertificate(origin),
    enabled,
  });
}
