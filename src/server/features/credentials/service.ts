/**
 * Revoking and checking the certificates' Open Badges 3.0 credentials (issue "Certificates that anyone can verify
 * without asking us: Open Badges 3.0 credentials"; W3C Bitstring Status List): the credentials feature's public
 * surface for the people (staff revoke) and certificates (/verify page) features, and its own routes.
 *
 * - {@link revokeCredential}: staff revoke a certificate's credential with a reason: the row marked, the bit set, the
 *   status list re-signed and the action recorded, in one transaction.
 * - {@link checkCredentialFile}: anyone checks an uploaded credential (`.json`, or a baked `.png`) against our keys
 *   and our stored status list, offline.
 * - {@link storedCredentialState}: the stored credential of a certificate, verified the same way (/verify page).
 * - {@link publishedStatusList}: the signed status list credential served at `/credentials/status/1`.
 *
 * Throws `AppError` with codes `certificate_not_found`, `already_revoked`, `not_credential_file`.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  credentialCheckReasons as reasons,
  credentialRequestMessages as m,
} from '@shared/messages/credentials';
import type { CredentialCheck, StoredCredential } from '@shared/schemas/credentials';
import type { Db } from '../../db/client';
import { certificateCredentials, credentialStatusList, userCertificates, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type ActedBy } from '../audit/record';
import { BakedBadgeError, readBakedCredential } from './baked-badge';
import { certificateIdOf, issuerIdOf, optional, textAt } from './credential-fields';
import { issuerDid } from './did-document';
import { credentialsDocumentLoader } from './document-loader';
import type { CredentialIssuer } from './issuer';
import { verifyCredential } from './sign';
import { setRevoked, statusListCredential, statusListUrl } from './status-list';
import { ensureStatusList, type StoredStatusList } from './status-list-store';

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Who the revoked certificate belongs to (a staff route names the person: another's certificate is not found). */
export interface RevokeOptions {
  /** The person the certificate must belong to. */
  userId?: string;
  /** The revocation time; now by default. */
  now?: Date;
}

/**
 * Revokes a certificate's credential, for good, in one transaction: the credential's row locked, `revoked_at` and
 * `revoked_reason` set, its bit set in the status list (locked too), the status list credential signed again with
 * the issuer's current key and stored, and the staff action `certificate.revoked` recorded (details:
 * `{ certificateId, reason }`).
 *
 * @param reason - why, as staff wrote it (1-500 characters, checked by the route's schema).
 * @throws {AppError} 404 `certificate_not_found` when no certificate (of `options.userId`) has this id, or it has no
 * signed credential; 409 `already_revoked`.
 */
export async function revokeCredential(
  db: Db,
  issuer: CredentialIssuer,
  certificateId: string,
  reason: string,
  by: ActedBy,
  options: RevokeOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [certificate] = await tx
      .select({ userId: userCertificates.userId, email: users.email })
      .from(userCertificates)
      .innerJoin(users, eq(users.id, userCertificates.userId))
      .where(
        and(
          eq(userCertificates.certificateId, certificateId),
          options.userId === undefined ? undefined : eq(userCertificates.userId, options.userId),
        ),
      );
    if (!certificate) throw new AppError(API_ERROR_CODES.certificateNotFound, m.certificateNotFound);
    const [row] = await tx
      .select({
        statusIndex: certificateCredentials.statusIndex,
        revokedAt: certificateCredentials.revokedAt,
      })
      .from(certificateCredentials)
      .where(eq(certificateCredentials.certificateId, certificateId))
      .for('update');
    if (!row) throw new AppError(API_ERROR_CODES.certificateNotFound, m.noCredential);
    if (row.revokedAt) throw new AppError(API_ERROR_CODES.alreadyRevoked, m.alreadyRevoked);
    const list = await ensureStatusList(tx, issuer);
    const encodedList = await setRevoked(list.encodedList, row.statusIndex, true);
    const credential = await statusListCredential({
      publicUrl: issuer.publicUrl,
      encodedList,
      key: await issuer.currentKey(),
      validFrom: now,
    });
    await tx
      .update(credentialStatusList)
      .set({ encodedList, credential, updatedAt: now })
      .where(eq(credentialStatusList.id, 1));
    await tx
      .update(certificateCredentials)
      .set({ revokedAt: now, revokedReason: reason })
      .where(eq(certificateCredentials.certificateId, certificateId));
    await recordStaffAction(tx, by, {
      kind: 'certificate.revoked',
      subjectUserId: certificate.userId,
      subjectEmail: certificate.email,
      details: { certificateId, reason },
    });
  });
}

/**
 * The stored status list, made first when there is none (read without a lock when it exists).
 *
 * @throws {Error} as status-list-store.ts `ensureStatusList` does.
 */
async function storedStatusList(db: Db, issuer: CredentialIssuer): Promise<StoredStatusList> {
  const [row] = await db
    .select({ encodedList: credentialStatusList.encodedList, credential: credentialStatusList.credential })
    .from(credentialStatusList)
    .where(eq(credentialStatusList.id, 1));
  return row ?? db.transaction((tx) => ensureStatusList(tx, issuer));
}

/**
 * `GET /credentials/status/1`: the signed `BitstringStatusListCredential` of our revocations, made on first use.
 *
 * @throws {Error} as status-list-store.ts `ensureStatusList` does.
 */
export async function publishedStatusList(
  db: Db,
  issuer: CredentialIssuer,
): Promise<Record<string, unknown>> {
  return (await storedStatusList(db, issuer)).credential;
}

/** The offline loader of a check: our contexts, our keys, our stored status list credential. */
async function checkingLoader(db: Db, issuer: CredentialIssuer) {
  const list = await storedStatusList(db, issuer);
  return credentialsDocumentLoader({
    publicUrl: issuer.publicUrl,
    keys: await issuer.keys(),
    statusListCredentials: { [statusListUrl(issuer.publicUrl)]: list.credential },
  });
}

/** When the certificate's credential was revoked, from our records. */
async function revokedAtOf(db: Db, certificateId: string | undefined): Promise<Date | null> {
  if (!certificateId) return null;
  const [row] = await db
    .select({ revokedAt: certificateCredentials.revokedAt })
    .from(certificateCredentials)
    .where(eq(certificateCredentials.certificateId, certificateId));
  return row?.revokedAt ?? null;
}

const invalid = (...errors: string[]): CredentialCheck => ({ result: 'invalid', errors });

/**
 * Verifies a credential (a parsed JSON value) as ours: issued by our did:web, its proof valid by one of our keys,
 * and its bit in our stored status list clear. Never throws for a bad credential: the answer says why.
 */
async function checkCredential(
  db: Db,
  issuer: CredentialIssuer,
  credential: unknown,
): Promise<CredentialCheck> {
  if (typeof credential !== 'object' || credential === null || Array.isArray(credential))
    return invalid(reasons.notAnObject);
  const value = credential as Record<string, unknown>;
  if (issuerIdOf(value) !== issuerDid(issuer.publicUrl)) return invalid(reasons.otherIssuer);
  let outcome;
  try {
    outcome = await verifyCredential(value, { loader: await checkingLoader(db, issuer) });
  } catch (error) {
    return invalid(reasons.notVerified, error instanceof Error ? error.message : String(error));
  }
  if (!outcome.verified && outcome.revoked !== true) return invalid(reasons.notVerified, ...outcome.errors);
  const certificateId = certificateIdOf(value, issuer.publicUrl);
  const facts = {
    ...(certificateId ? { certificateId } : {}),
    ...optional('recipientName', textAt(value, 'credentialSubject', 'name')),
    ...optional('achievement', textAt(value, 'credentialSubject', 'achievement', 'name')),
    ...optional('issuedOn', textAt(value, 'validFrom')),
  };
  if (outcome.verified) return { result: 'valid', ...facts };
  const revokedAt = await revokedAtOf(db, certificateId);
  return { result: 'revoked', ...(revokedAt ? { revokedAt: revokedAt.toISOString() } : {}), ...facts };
}

/** Whether `bytes` begin as a PNG file does. */
function looksLikePng(bytes: Buffer): boolean {
  return (
    bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
  );
}

/**
 * `POST /api/credentials/verify`: checks an uploaded credential file, a JSON credential or a PNG badge with a baked
 * credential (OB 3.0 §5.3), against our keys and our stored status list, without fetching anything: `valid`,
 * `revoked` (with when, from our records) or `invalid` (with why: not ours, altered, not a credential, no credential
 * in the image). The credential's facts (certificate id, recipient, achievement, issue date) are answered only when
 * its proof verified.
 *
 * @param bytes - the file as uploaded (at most 1 MB, checked by the route).
 * @throws {AppError} 400 `not_credential_file` when the bytes are neither JSON (UTF-8) nor a well-formed PNG.
 */
export async function checkCredentialFile(
  db: Db,
  issuer: CredentialIssuer,
  bytes: Buffer,
): Promise<CredentialCheck> {
  if (looksLikePng(bytes)) {
    let baked: Record<string, unknown> | null;
    try {
      baked = readBakedCredential(bytes);
    } catch (error) {
      if (error instanceof BakedBadgeError && error.code === 'credential_not_json')
        return invalid(reasons.notAnObject, error.message);
      throw new AppError(API_ERROR_CODES.notCredentialFile, m.notJsonOrPng, { file: m.notJsonOrPng });
    }
    return baked ? checkCredential(db, issuer, baked) : invalid(reasons.noBakedCredential);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError(API_ERROR_CODES.notCredentialFile, m.notJsonOrPng, { file: m.notJsonOrPng });
  }
  return checkCredential(db, issuer, parsed);
}

/** How many stored credentials' checks each issuer keeps (the /verify page's answers, by certificate). */
const KEPT_CHECKS = 1_000;

/**
 * The outcome of checking each stored credential, per issuer: a credential is signed once and an issuer's keys are
 * fixed for the process, so its signature check answers the same until the credential changes (the key holds a
 * digest of it); a revocation is read from the record first, never from here.
 */
const keptChecks = new WeakMap<CredentialIssuer, Map<string, 'valid' | 'invalid'>>();

/**
 * The stored credential of a certificate, verified as {@link checkCredentialFile} verifies an upload: `valid`,
 * `revoked` (with when; the reason stays with staff), `invalid` (it does not verify, e.g. the keys were lost), or
 * `none` when the certificate was issued without one. A revocation is read from the record on every call; the
 * signature is checked once per stored credential and process (the last {@link KEPT_CHECKS} kept), so the page costs
 * one read after the first.
 *
 * @throws the database's error when a read fails.
 */
export async function storedCredentialState(
  db: Db,
  issuer: CredentialIssuer,
  certificateId: string,
): Promise<StoredCredential> {
  const [row] = await db
    .select({ credential: certificateCredentials.credential, revokedAt: certificateCredentials.revokedAt })
    .from(certificateCredentials)
    .where(eq(certificateCredentials.certificateId, certificateId));
  if (!row) return { state: 'none' };
  if (row.revokedAt) return { state: 'revoked', revokedAt: row.revokedAt.toISOString() };
  let kept = keptChecks.get(issuer);
  if (!kept) keptChecks.set(issuer, (kept = new Map()));
  const digest = createHash('sha256').update(JSON.stringify(row.credential)).digest('base64url');
  const key = `${certificateId} ${digest}`;
  const known = kept.get(key);
  if (known) return { state: known };
  const check = await checkCredential(db, issuer, row.credential);
  if (check.result === 'revoked')
    return { state: 'revoked', ...(check.revokedAt ? { revokedAt: check.revokedAt } : {}) };
  if (kept.size >= KEPT_CHECKS) kept.delete(kept.keys().next().value!);
  kept.set(key, check.result);
  return { state: check.result };
}
