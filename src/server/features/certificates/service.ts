/**
 * Certificates (training-program.md §2 item 9, §3 user_certificates, §4 "Certificate", §9 "Certificate";
 * docs/decisions/0013): a program completion certificate is issued exactly once, when all the program's modules are
 * completed; its owner lists and views it; anyone may verify its id.
 *
 * Throws `AppError` with code `certificate_not_found`.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { certificateMessages as m } from '@shared/messages/certificates';
import { nameProblem } from '@shared/schemas/text';
import {
  CERTIFICATE_ID_PREFIX,
  CERTIFICATE_PROGRAM_NAME,
  PROGRAM_COMPLETION,
  type Certificate,
  type CertificateList,
  type CertificateVerification,
} from '@shared/schemas/certificates';
import type { Db, Tx } from '../../db/client';
import {
  courses,
  moduleProgress,
  modules,
  profiles,
  userCertificates,
  userEnrollments,
  type CertificateData,
} from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { CredentialIssuer } from '../credentials/issuer';
import { signCredentialOf } from './credential';
import { progressMailer, queueCertificateEmail, type ProgressMailer } from '../../mail/progress';

/** Base-32 digits (RFC 4648): 256 is a multiple of 32, so a byte modulo 32 is unbiased. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A new certificate id: the fixed prefix and the issue time (§9), plus 16 random base-32 characters (80 bits), so
 * ids cannot be guessed from one another, e.g. `GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF`.
 */
export function newCertificateId(now: Date = new Date()): string {
  const random = Array.from(randomBytes(16), (byte) => BASE32[byte % 32]).join('');
  return `${CERTIFICATE_ID_PREFIX}-${now.getTime().toString(36).toUpperCase()}-${random}`;
}

/** Who a site's certificates are issued by, where they are verified, and how the learner is told. */
export interface CertificateIssuer {
  /** The brand, e.g. `GBF Music Group` (§9 "issued_by ... fixed"). */
  issuedBy: string;
  /** The site's public origin, e.g. `https://example.com`: verification links are absolute. */
  publicUrl: string;
  /** Queues the congratulation email of an issued certificate (issue "Staff operations" item 6). */
  mailer: ProgressMailer;
  /** Signs each certificate's Open Badges 3.0 credential (features/credentials/issue.ts). */
  credentials: CredentialIssuer;
  /** Where a credential that could not be signed at issuance is reported (the next start signs it). */
  logger: Logger;
}

/** Who the site's certificates are issued by, from the site configuration; issued ones are emailed and signed. */
export function certificateIssuer(deps: AppDeps): CertificateIssuer {
  return {
    issuedBy: deps.env.site.brandName,
    publicUrl: deps.env.PUBLIC_URL,
    mailer: progressMailer(deps),
    credentials: deps.issuer,
    logger: deps.logger,
  };
}

/**
 * The learner's completion of the program's course (the oldest published one): completed active modules, all
 * active modules, when they enrolled and when they completed the last module (null until all are completed).
 */
async function programCompletion(
  db: Tx,
  userId: string,
): Promise<{ completed: number; total: number; enrolledAt: Date | null; completedAt: Date | null }> {
  const [row] = await db
    .select({
      total: sql<number>`count(${modules.id})::int`,
      completed: sql<number>`count(${moduleProgress.completedAt})::int`,
      lastCompletedAt: sql<string | null>`max(${moduleProgress.completedAt})`,
      enrolledAt: sql<string | null>`min(${userEnrollments.enrolledAt})`,
    })
    .from(modules)
    .innerJoin(
      courses,
      and(
        eq(courses.id, modules.courseId),
        sql`${courses.id} = (select c.id from ${courses} c where c.status = 'published' order by c.created_at, c.id limit 1)`,
      ),
    )
    .leftJoin(moduleProgress, and(eq(moduleProgress.moduleId, modules.id), eq(moduleProgress.userId, userId)))
    .leftJoin(
      userEnrollments,
      and(eq(userEnrollments.courseId, courses.id), eq(userEnrollments.userId, userId)),
    )
    .where(eq(modules.isActive, true));
  const total = row?.total ?? 0;
  const completed = row?.completed ?? 0;
  return {
    completed,
    total,
    enrolledAt: row?.enrolledAt ? new Date(row.enrolledAt) : null,
    completedAt:
      total > 0 && completed >= total && row?.lastCompletedAt ? new Date(row.lastCompletedAt) : null,
  };
}

/**
 * The name printed on the certificate: the name the learner set on their profile (/account); '' when they have
 * set none, or when the one stored before the name rule prints nothing or holds direction controls
 * ({@link nameProblem}; issue 33 item 6): the learner is asked for the name as if none were set. A stage name or
 * the account's sign-up name is never printed in its place: the learner chooses.
 */
async function recipientName(db: Tx, userId: string): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId));
  const name = (row?.name ?? '').trim();
  return nameProblem(name) ? '' : name;
}

/** What a completion did about the certificate (src/shared/schemas/learning.ts `CERTIFICATE_OUTCOMES`). */
export type CertificateOutcome = 'none' | 'issued' | 'name_required';

/**
 * Issues the program completion certificate when every active module is completed, the learner has set the name to
 * print and has none yet (§4; issue "One course" item 6). It records the real dates: enrolled, completed (the last
 * module's completion) and the days between, and queues the congratulation email with the certificate's public link
 * in the same transaction, with the certificate's signed Open Badges 3.0 credential (features/credentials/issue.ts;
 * when signing fails the certificate is issued without it, the failure logged, and the next start signs it). Safe when completions run at once: the unique key allows one program_completion per
 * learner, and the second insert does nothing (and sends nothing).
 *
 * @returns `issued` when this call issued it, `name_required` when only the name is missing, else `none`.
 */
export async function issueProgramCertificateIfComplete(
  db: Db,
  userId: string,
  issuer: CertificateIssuer,
): Promise<CertificateOutcome> {
  const { completed, total, enrolledAt, completedAt } = await programCompletion(db, userId);
  if (total === 0 || completed < total || !completedAt) return 'none';
  const name = await recipientName(db, userId);
  if (!name) {
    const [existing] = await db
      .select({ id: userCertificates.id })
      .from(userCertificates)
      .where(
        and(eq(userCertificates.userId, userId), eq(userCertificates.certificateType, PROGRAM_COMPLETION)),
      );
    return existing ? 'none' : 'name_required';
  }
  const now = new Date();
  const certificateId = newCertificateId(now);
  const started = enrolledAt ?? completedAt;
  const data: CertificateData = {
    recipient_name: name,
    program_name: CERTIFICATE_PROGRAM_NAME,
    completion_date: completedAt.toISOString(),
    enrolled_date: started.toISOString(),
    duration_days: Math.max(1, Math.round((completedAt.getTime() - started.getTime()) / 86_400_000)),
    issued_by: issuer.issuedBy,
    certificate_id: certificateId,
    modules_completed: completed,
  };
  // The certificate and its congratulation email are written together, or neither.
  const issued = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userCertificates)
      .values({
        userId,
        certificateType: PROGRAM_COMPLETION,
        certificateId,
        certificateData: data,
        issuedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: userCertificates.id });
    if (inserted.length === 0) return false;
    await signCredentialOf(tx, issuer.credentials, issuer.logger, { userId, data, issuedAt: now });
    await queueCertificateEmail(tx, issuer.mailer, userId, {
      certificateId,
      programName: data.program_name,
      verifyUrl: `${issuer.publicUrl}${verifyPath(certificateId)}`,
    });
    return true;
  });
  if (!issued) return 'none';
  issuer.mailer.kick();
  return 'issued';
}

const certificateColumns = {
  certificateId: userCertificates.certificateId,
  certificateType: userCertificates.certificateType,
  data: userCertificates.certificateData,
  issuedAt: userCertificates.issuedAt,
};

type CertificateRow = {
  certificateId: string;
  certificateType: string;
  data: CertificateData;
  issuedAt: Date;
};

/** The public verification page of a certificate id. */
export const verifyPath = (certificateId: string) => `/verify/${encodeURIComponent(certificateId)}`;

function certificateAnswer(row: CertificateRow, issuer: CertificateIssuer): Certificate {
  return {
    certificateId: row.certificateId,
    certificateType: row.certificateType,
    recipientName: row.data.recipient_name,
    programName: row.data.program_name,
    completionDate: row.data.completion_date,
    enrolledDate: row.data.enrolled_date ?? null,
    durationDays: row.data.duration_days ?? null,
    issuedBy: row.data.issued_by,
    modulesCompleted: row.data.modules_completed,
    issuedAt: row.issuedAt.toISOString(),
    verifyUrl: `${issuer.publicUrl}${verifyPath(row.certificateId)}`,
  };
}

/**
 * `GET /certificates` (§7 "select by user_id ordered by issued_at descending"): issues the program certificate
 * first if it is due (a learner who completed everything before certificates existed gets it here), then answers
 * the list and the Program Progress card (completed over total, rounded).
 */
export async function listCertificates(
  db: Db,
  userId: string,
  issuer: CertificateIssuer,
): Promise<CertificateList> {
  const outcome = await issueProgramCertificateIfComplete(db, userId, issuer);
  const [rows, { completed, total }] = await Promise.all([
    db
      .select(certificateColumns)
      .from(userCertificates)
      .where(eq(userCertificates.userId, userId))
      .orderBy(desc(userCertificates.issuedAt)),
    programCompletion(db, userId),
  ]);
  return {
    certificates: rows.map((row) => certificateAnswer(row, issuer)),
    progress: {
      completedModules: completed,
      totalModules: total,
      completionPercentage: total === 0 ? 0 : Math.round((completed / total) * 100),
    },
    generated: outcome === 'issued',
    nameRequired: outcome === 'name_required',
  };
}

/**
 * One of the caller's certificates.
 *
 * @throws {AppError} `certificate_not_found` unless the caller owns a certificate with this id.
 */
export async function getOwnCertificate(
  db: Db,
  userId: string,
  certificateId: string,
  issuer: CertificateIssuer,
): Promise<Certificate> {
  const [row] = await db
    .select(certificateColumns)
    .from(userCertificates)
    .where(and(eq(userCertificates.userId, userId), eq(userCertificates.certificateId, certificateId)));
  if (!row) throw new AppError(API_ERROR_CODES.certificateNotFound, m.notFound);
  return certificateAnswer(row, issuer);
}

/**
 * What anyone may know of a certificate: recipient, program, completion date and issuer.
 *
 * @throws {AppError} `certificate_not_found`.
 */
export async function verifyCertificate(db: Db, certificateId: string): Promise<CertificateVerification> {
  const [row] = await db
    .select({ certificateId: userCertificates.certificateId, data: userCertificates.certificateData })
    .from(userCertificates)
    .where(eq(userCertificates.certificateId, certificateId));
  if (!row) throw new AppError(API_ERROR_CODES.certificateNotFound, m.notFound);
  return {
    certificateId: row.certificateId,
    recipientName: row.data.recipient_name,
    programName: row.data.program_name,
    completionDate: row.data.completion_date,
    issuedBy: row.data.issued_by,
  };
}
