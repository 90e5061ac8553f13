/**
 * Issuing the certificates' Open Badges 3.0 credentials (issue "Certificates that anyone can verify without asking
 * us: Open Badges 3.0 credentials"; docs/decisions/0013): each certificate gets one signed `OpenBadgeCredential`
 * (open-badge.ts, sign.ts) with its own random place in the revocation status list, kept in
 * `certificate_credentials`; and the learner's badge image with that credential baked in.
 *
 * The certificates feature calls {@link addCertificateCredential} in the transaction that issues a certificate; the
 * server's start calls {@link issueMissingCredentials} for the certificates issued before (or whose signing failed).
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  certificateCredentials,
  courses,
  modules,
  userCertificates,
  users,
  type CertificateData,
} from '../../db/schema/index';
import type { Logger } from '../../logger';
import { badgeImage } from './badge-image';
import { bakeBadge } from './baked-badge';
import type { CredentialIssuer } from './issuer';
import { openBadgeCredential } from './open-badge';
import { signCredential } from './sign';
import { statusEntry, statusListUrl } from './status-list';
import { ensureStatusList, STATUS_LIST_LENGTH } from './status-list-store';

/** How many random status list indexes are tried before giving up (one in use is picked again). */
const INDEX_ATTEMPTS = 20;

/** A certificate as `user_certificates` holds it. */
export interface IssuedCertificate {
  /** The learner's account id. */
  userId: string;
  /** Its row (`certificate_data`), whose `certificate_id` is the certificate's public id. */
  data: CertificateData;
  /** When it was issued: the credential's `validFrom`. */
  issuedAt: Date;
}

/**
 * The titles of the program course's active modules, in the order the learner takes them (month, then week): the
 * program's course is the oldest published one, as for the certificate itself.
 */
async function programModuleTitles(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ title: modules.title })
    .from(modules)
    .where(
      and(
        eq(modules.isActive, true),
        sql`${modules.courseId} = (select c.id from ${courses} c where c.status = 'published' order by c.created_at, c.id limit 1)`,
      ),
    )
    .orderBy(asc(modules.monthNumber), asc(modules.weekNumber), asc(modules.key));
  return rows.map((row) => row.title);
}

/**
 * Signs the certificate's credential and stores it in `certificate_credentials`, in `tx` (the certificate's own
 * transaction at issuance): makes the status list first when there is none (status-list-store.ts
 * `ensureStatusList`), picks a random unused index of it (another one when taken meanwhile), builds the credential
 * with the learner's email hashed with a new salt and the course's module titles, and signs it with the issuer's
 * current key. Does nothing when the certificate already has one.
 *
 * @returns true when this call stored the credential, false when the certificate had one.
 * @throws {Error} when the issuer's keys cannot be loaded, signing fails, the learner has no account, or no free
 * index was found in {@link INDEX_ATTEMPTS} tries; the caller decides whether the certificate goes on without it.
 */
export async function addCertificateCredential(
  tx: Tx,
  issuer: CredentialIssuer,
  certificate: IssuedCertificate,
): Promise<boolean> {
  const certificateId = certificate.data.certificate_id;
  const hasOne = async () =>
    (
      await tx
        .select({ id: certificateCredentials.certificateId })
        .from(certificateCredentials)
        .where(eq(certificateCredentials.certificateId, certificateId))
    ).length > 0;
  if (await hasOne()) return false;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, certificate.userId));
  if (!user) throw new Error(`certificate ${certificateId}: its learner has no account`);
  await ensureStatusList(tx, issuer);
  const moduleTitles = await programModuleTitles(tx);
  const key = await issuer.currentKey();
  for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt += 1) {
    const index = randomInt(STATUS_LIST_LENGTH);
    const unsigned = openBadgeCredential({
      certificate: { ...certificate.data, issuedAt: certificate.issuedAt },
      email: user.email,
      publicUrl: issuer.publicUrl,
      brandName: issuer.brandName,
      moduleTitles,
      statusEntry: statusEntry(statusListUrl(issuer.publicUrl), index),
    });
    const signed = await signCredential(unsigned, { key, publicUrl: issuer.publicUrl });
    const credential = signed as unknown as Record<string, unknown>;
    const inserted = await tx
      .insert(certificateCredentials)
      .values({ certificateId, credential, statusIndex: index })
      .onConflictDoNothing()
      .returning({ id: certificateCredentials.certificateId });
    if (inserted.length > 0) return true;
    if (await hasOne()) return false;
  }
  throw new Error(`certificate ${certificateId}: no free status list index in ${INDEX_ATTEMPTS} tries`);
}

/**
 * Signs the credential of every certificate that has none (those issued before credentials existed, or whose
 * signing failed at issuance), one transaction each, with the issuer's current key. Safe to run again and on
 * several instances at once: a certificate that got its credential meanwhile is skipped. A certificate that fails
 * is logged and left for the next run.
 *
 * @returns how many credentials this run stored.
 */
export async function issueMissingCredentials(deps: {
  database: Pick<Database, 'db'>;
  issuer: CredentialIssuer;
  logger: Logger;
}): Promise<number> {
  const { db } = deps.database;
  const missing = await db
    .select({
      userId: userCertificates.userId,
      data: userCertificates.certificateData,
      issuedAt: userCertificates.issuedAt,
    })
    .from(userCertificates)
    .leftJoin(
      certificateCredentials,
      eq(certificateCredentials.certificateId, userCertificates.certificateId),
    )
    .where(isNull(certificateCredentials.certificateId))
    .orderBy(asc(userCertificates.issuedAt));
  let issued = 0;
  for (const certificate of missing) {
    try {
      if (await db.transaction((tx) => addCertificateCredential(tx, deps.issuer, certificate))) issued += 1;
    } catch (error) {
      deps.logger.error(
        { err: error, certificateId: certificate.data.certificate_id },
        'signing a certificate credential failed',
      );
    }
  }
  return issued;
}

/** A certificate's stored credential, or null when it has none yet. */
export async function storedCredential(
  db: Tx,
  certificateId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ credential: certificateCredentials.credential })
    .from(certificateCredentials)
    .where(eq(certificateCredentials.certificateId, certificateId));
  return row?.credential ?? null;
}

/** A text at `path` of a JSON object, or undefined. */
function textAt(value: unknown, ...path: string[]): string | undefined {
  let at = value;
  for (const key of path) at = (at as Record<string, unknown> | null | undefined)?.[key];
  return typeof at === 'string' ? at : undefined;
}

/**
 * The learner's baked badge (OB 3.0 §5.3): the badge drawn with the credential's own texts (issuer, achievement,
 * recipient, year of `validFrom`), the signed credential baked into it.
 *
 * @returns a PNG file.
 * @throws {Error} as badge-image.ts `badgeImage` and baked-badge.ts `bakeBadge` do.
 */
export async function bakedCredentialBadge(credential: Record<string, unknown>): Promise<Buffer> {
  const png = await badgeImage({
    recipientName: textAt(credential, 'credentialSubject', 'name') ?? '',
    achievementName: textAt(credential, 'credentialSubject', 'achievement', 'name') ?? '',
    issuedOn: textAt(credential, 'validFrom') ?? '',
    brandName: textAt(credential, 'issuer', 'name') ?? '',
  });
  return bakeBadge(png, credential);
}
