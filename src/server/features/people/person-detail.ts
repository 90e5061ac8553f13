/**
 * A person's page for staff (issue "Staff operations" item 4; issue "One course" item 2): the account, whether it can
 * sign in, its facts per module (the one-course record), quiz attempts, worksheet answers and upload, and the staff
 * actions on it, newest first; its program certificate with its credential's revocation.
 *
 * Throws `AppError` with code `user_not_found`.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import { PROGRAM_COMPLETION } from '@shared/schemas/certificates';
import type { PersonCertificate, PersonDetail, PersonModule, PersonSummary } from '@shared/schemas/people';
import type { Db, Tx } from '../../db/client';
import { certificateCredentials, staffActions, userCertificates } from '../../db/schema/index';
import { factsOf, locksOf } from '../course/access';
import { courseCatalog, type CourseCatalog } from '../course/catalog';
import { readLearnerRecord } from '../course/learner-record';
import { summarizeQuiz } from '../course/quiz';
import { iso, programOf, summaryOf } from './people-list';

/** Most recorded actions a person's page shows (newest first). */
const HISTORY_MAX = 50;

/** The person's modules: facts, lock, quiz round and attempts, worksheet answers and upload. */
async function modulesOf(db: Db, catalog: CourseCatalog, userId: string, now: Date): Promise<PersonModule[]> {
  const { course, ordered } = programOf(catalog);
  if (!course) return [];
  const record = await readLearnerRecord(db, userId);
  const enrolledAt = record.enrollments.get(course.id);
  if (!enrolledAt) return [];
  const locks = locksOf(course, ordered, record.progress, enrolledAt, now);
  return ordered.map((module, index) => {
    const progress = record.progress.get(module.id);
    const quizRow = catalog.quizzes.get(module.id);
    const attempts = quizRow ? (record.attempts.get(quizRow.id) ?? []) : [];
    const roundResetAt = progress?.quizRoundResetAt ?? null;
    const quiz = quizRow ? summarizeQuiz(quizRow, attempts, course, now, roundResetAt) : null;
    const answers = record.worksheetAnswers.get(module.id);
    return {
      moduleId: module.id,
      number: index + 1,
      monthNumber: module.monthNumber,
      title: module.title,
      facts: factsOf(progress),
      videoSeconds: module.videoUrl !== null ? (module.videoSeconds ?? null) : null,
      lock: locks.get(module.id) ?? null,
      unlockedAt: iso(progress?.unlockedAt ?? null),
      quiz:
        quiz && quizRow
          ? {
              passingScore: quizRow.passingScore,
              maxAttempts: quizRow.maxAttempts,
              attemptsLeft: quiz.attemptsLeft,
              retryAt: quiz.retryAt,
              roundResetAt: iso(roundResetAt),
              attempts: attempts.map((attempt, n) => ({
                attemptNumber: attempts.length - n,
                score: attempt.score,
                passed: attempt.passed,
                completedAt: attempt.completedAt.toISOString(),
              })),
            }
          : null,
      worksheet: module.worksheetPrompts.map((prompt, promptIndex) => ({
        prompt,
        answer: answers?.get(promptIndex) ?? '',
      })),
      upload:
        progress?.worksheetUploadName && progress.worksheetUploadKey
          ? { name: progress.worksheetUploadName, bytes: progress.worksheetUploadBytes ?? 0 }
          : null,
    };
  });
}

/** The recorded staff actions on the person, newest first. */
async function historyOf(db: Tx, userId: string, email: string): Promise<PersonDetail['history']> {
  const rows = await db
    .select({
      id: staffActions.id,
      kind: staffActions.kind,
      actor: staffActions.actorEmail,
      details: staffActions.details,
      createdAt: staffActions.createdAt,
    })
    .from(staffActions)
    .where(or(eq(staffActions.subjectUserId, userId), eq(staffActions.subjectEmail, email)))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.seq))
    .limit(HISTORY_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The person's program certificate with its credential's revocation (the reason is for staff only). */
async function certificateOf(db: Tx, userId: string): Promise<PersonCertificate | null> {
  const [row] = await db
    .select({
      certificateId: userCertificates.certificateId,
      issuedAt: userCertificates.issuedAt,
      credentialOf: certificateCredentials.certificateId,
      revokedAt: certificateCredentials.revokedAt,
      revokedReason: certificateCredentials.revokedReason,
    })
    .from(userCertificates)
    .leftJoin(
      certificateCredentials,
      eq(certificateCredentials.certificateId, userCertificates.certificateId),
    )
    .where(
      and(eq(userCertificates.userId, userId), eq(userCertificates.certificateType, PROGRAM_COMPLETION)),
    );
  if (!row) return null;
  return {
    certificateId: row.certificateId,
    issuedAt: row.issuedAt.toISOString(),
    credential: row.credentialOf !== null,
    revokedAt: iso(row.revokedAt),
    revokedReason: row.revokedReason,
  };
}

/**
 * Whether the account can sign in, as sign-in decides it (docs/decisions/0005, 0022): its email is enabled on an
 * allow-list (approved artists or approved agents; each portal reads its own) and the account is not disabled. The
 * admin and mentor roles admit no one by themselves.
 */
function canSignIn(person: Pick<PersonSummary, 'artist' | 'agent' | 'disabledAt'>): boolean {
  return person.disabledAt === null && (person.artist === 'enabled' || person.agent === 'enabled');
}

/**
 * `GET /admin/people/:userId`: the account, whether it can sign in, its modules in course order (none when not
 * enrolled) and the staff actions on it.
 *
 * @returns `{ person, canSignIn, modules, history, certificate }`.
 * @throws {AppError} 404 `user_not_found`.
 */
export async function getPerson(db: Db, userId: string, now: Date = new Date()): Promise<PersonDetail> {
  const catalog = await courseCatalog(db);
  const person = await summaryOf(db, catalog, userId);
  const [modules, history, certificate] = await Promise.all([
    modulesOf(db, catalog, userId, now),
    historyOf(db, userId, person.email),
    certificateOf(db, userId),
  ]);
  return { person, canSignIn: canSignIn(person), modules, history, certificate };
}
