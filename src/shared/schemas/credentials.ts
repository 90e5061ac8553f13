/**
 * Bodies and answers of the certificates' Open Badges 3.0 credentials (issue "Certificates that anyone can verify
 * without asking us: Open Badges 3.0 credentials"): staff revoking a certificate, and anyone checking a credential
 * file. Declared once: the server builds them with these types and the web app reads them with these schemas.
 */
import { z } from 'zod/mini';
import { REVOKE_REASON_MAX } from '../limits/credentials';
import { credentialRequestMessages as m } from '../messages/credentials';
import { certificateParamsSchema } from './certificates';
import { personParamsSchema } from './people';
import { noControlChars, storableText } from './text';

/** `:userId/certificates/:certificateId` of the staff's revoke route. */
export const personCertificateParamsSchema = z.strictObject({
  userId: personParamsSchema.shape.userId,
  certificateId: certificateParamsSchema.shape.certificateId,
});

/** `POST /api/admin/people/:userId/certificates/:certificateId/revoke`: why (1-500 characters, trimmed). */
export const revokeCertificateBodySchema = z.strictObject({
  reason: z
    .pipe(
      z
        .string({ error: m.reasonRequired })
        .check(z.maxLength(REVOKE_REASON_MAX, m.reasonTooLong), noControlChars(true), storableText()),
      z.transform((v: string) => v.trim()),
    )
    .check(z.minLength(1, m.reasonRequired)),
});

/** What a check found: valid, revoked (by us), or not valid (not ours, altered, unreadable as a credential). */
const CREDENTIAL_CHECK_RESULTS = ['valid', 'revoked', 'invalid'] as const;

/**
 * `POST /api/credentials/verify`: the outcome of checking an uploaded credential. The credential's facts are given
 * only when its signature verified (valid or revoked); `errors` say why it is not valid.
 */
export const credentialCheckSchema = z.object({
  result: z.enum(CREDENTIAL_CHECK_RESULTS),
  /** ISO date-time the certificate was revoked (revoked only). */
  revokedAt: z.optional(z.string()),
  certificateId: z.optional(z.string()),
  recipientName: z.optional(z.string()),
  /** The achievement's name. */
  achievement: z.optional(z.string()),
  /** ISO date-time the credential was issued (its `validFrom`). */
  issuedOn: z.optional(z.string()),
  errors: z.optional(z.array(z.string())),
});
export type CredentialCheck = z.output<typeof credentialCheckSchema>;

/** The stored credential's state as the /verify page shows it: `none` when the certificate has no credential. */
export interface StoredCredential {
  state: 'valid' | 'revoked' | 'invalid' | 'none';
  /** ISO date-time (revoked only). */
  revokedAt?: string;
}
