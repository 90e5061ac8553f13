/**
 * LinkedIn's public add-to-profile link for a certificate (issue "Directory, certificates, admin" item 3): the
 * certification's name, issuer, issue year and month, id and verification URL, so the artist adds it to their
 * profile's Licenses & certifications in one step.
 */
import type { Certificate } from '@shared/schemas/certificates';

/** LinkedIn's add-to-profile endpoint. */
const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/** The add-to-profile URL of `certificate` (issue date in UTC). */
export function linkedInAddUrl(certificate: Certificate): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.programName,
    organizationName: certificate.issuedBy,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.certificateId,
  });
  return `${ADD_TO_PROFILE}?${params.toString()}`;
}
