/**
 * A certificate's Open Badges 3.0 credential for its learner (issue "Certificates that anyone can verify without
 * asking us: Open Badges 3.0 credentials"; docs/decisions/0013): signed when the certificate is issued (service.ts),
 * downloaded as JSON or as the badge PNG with the credential baked in (routes.ts).
 *
 * Throws `AppError` with code `certificate_not_found`.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { certificateMessages as m } from '@shared/messages/certificates';
import type { SessionAccess } from '@shared/auth/session';
import type { Db, Tx } from '../../db/client';
import { userCertificates, type CertificateData } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { FileSource } from '../../http/send-file';
import type { Logger } from '../../logger';
import { addCertificateCredential, bakedCredentialBadge, storedCredential } from '../credentials/issue';
import type { CredentialIssuer } from '../credentials/issuer';

/**
 * Adds a new certificate's signed credential in its own savepoint of `tx`: a failure (keys, signing, database) is
 * logged and undone alone, so the certificate is still issued; the next start signs it
 * (features/credentials/issue.ts `issueMissingCredentials`).
 */
export async function signCredentialOf(
  tx: Tx,
  issuer: CredentialIssuer,
  logger: Logger,
  certificate: { userId: string; data: CertificateData; issuedAt: Date },
): Promise<void> {
  try {
    await tx.transaction((savepoint) => addCertificateCredential(savepoint, issuer, certificate));
  } catch (error) {
    logger.error(
      { err: error, certificateId: certificate.data.certificate_id },
      'signing a certificate credential failed; the next start signs it',
    );
  }
}

/** Who asks for a credential: the signed-in user's id and access. */
export interface CredentialCaller {
  id: string;
  access: SessionAccess;
}

/**
 * The signed credential of a certificate, for its learner or for staff (admins, mentors); signed now when the
 * certificate has none yet (its signing failed at issuance and the next start has not come).
 *
 * @throws {AppError} `certificate_not_found` when there is no such certificate, or it is another learner's and the
 * caller is not staff.
 * @throws {Error} when signing a missing credential fails.
 */
export async function certificateCredential(
  db: Db,
  issuer: CredentialIssuer,
  caller: CredentialCaller,
  certificateId: string,
): Promise<Record<string, unknown>> {
  const [certificate] = await db
    .select({
      userId: userCertificates.userId,
      data: userCertificates.certificateData,
      issuedAt: userCertificates.issuedAt,
    })
    .from(userCertificates)
    .where(eq(userCertificates.certificateId, certificateId));
  const staff = caller.access.admin || caller.access.mentor;
  if (!certificate || (certificate.userId !== caller.id && !staff))
    throw new AppError(API_ERROR_CODES.certificateNotFound, m.notFound);
  const stored = await storedCredential(db, certificateId);
  if (stored) return stored;
  await db.transaction((tx) => addCertificateCredential(tx, issuer, certificate));
  return (await storedCredential(db, certificateId))!;
}

/** Bytes in memory as a file to send (http/send-file.ts), with an ETag of their SHA-256. */
function memoryFile(bytes: Buffer, contentType: string): FileSource {
  return {
    size: bytes.byteLength,
    contentType,
    etag: `"${createHash('sha256').update(bytes).digest('base64url')}"`,
    open: (start, end) => Readable.from([bytes.subarray(start, end + 1)]),
  };
}

/** The media type of the credential's JSON download (a JSON-LD document). */
export const CREDENTIAL_MEDIA_TYPE = 'application/ld+json';

/** The credential as a JSON file (`application/ld+json`), exactly as signed. */
export function credentialJsonFile(credential: Record<string, unknown>): FileSource {
  return memoryFile(Buffer.from(`${JSON.stringify(credential, null, 2)}\n`, 'utf8'), CREDENTIAL_MEDIA_TYPE);
}

/**
 * The badge PNG with the credential baked in (features/credentials/issue.ts `bakedCredentialBadge`).
 *
 * @throws {Error} as drawing or baking the badge does.
 */
export async function credentialBadgeFile(credential: Record<string, unknown>): Promise<FileSource> {
  return memoryFile(await bakedCredentialBadge(credential), 'image/png');
}
