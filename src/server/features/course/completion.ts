/**
 * Completing a module (training-program.md §4: the learning area's Complete Module and the members program's Mark
 * Module Complete, one action; issue "One course" item 4; docs/decisions/0009): refused until the server has seen
 * the evidence — the lesson opened, 90 % of the video credited by playback, the worksheet done and the quiz passed,
 * for the parts the module has. A completion runs `check_and_award_milestones` and, for the last module, issues the
 * program completion certificate (once the learner has set the name to print).
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `already_completed`, `module_not_ready`.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { missingForCompletion } from '@shared/course/progress-steps';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { CompletionAnswer } from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { issueProgramCertificateIfComplete, type CertificateIssuer } from '../certificates/service';
import { checkAndAwardMilestones } from './milestones';
import {
  factsOf,
  findEnrollment,
  locksOf,
  moduleAccess,
  moduleParts,
  progressByModule,
  updateProgress,
} from './access';

/**
 * Completes the module: completed_at now, in one transaction that locks the learner's record of it, so a second
 * completion at the same time finds it completed. Then the milestones and the certificate.
 *
 * @throws {AppError} as {@link moduleAccess}; `already_completed`; `module_not_ready` with a field per missing part
 * (lesson, video, worksheet, quiz) saying what to do.
 */
export async function completeModule(
  db: Db,
  userId: string,
  moduleId: string,
  issuer: CertificateIssuer,
): Promise<CompletionAnswer> {
  const done = await db.transaction(async (tx) => {
    const { module, progress, ordered, course } = await moduleAccess(tx, userId, moduleId, { lock: true });
    if (progress.completedAt) throw new AppError(API_ERROR_CODES.alreadyCompleted, m.alreadyCompleted);
    const missing = missingForCompletion(factsOf(progress), moduleParts(module));
    if (missing.length > 0)
      throw new AppError(
        API_ERROR_CODES.moduleNotReady,
        m.missing[missing[0]!],
        Object.fromEntries(missing.map((part) => [part, m.missing[part]])),
      );
    const now = new Date();
    const row = await updateProgress(tx, userId, moduleId, {
      startedAt: progress.startedAt ?? now,
      completedAt: now,
    });
    const index = ordered.findIndex((other) => other.id === moduleId);
    const next = ordered[index + 1];
    let unlockedModuleId: string | null = null;
    if (next && course.unlockRule === 'sequential') {
      const records = await progressByModule(
        tx,
        userId,
        ordered.map((other) => other.id),
      );
      const enrolledAt = (await findEnrollment(tx, userId, course.id)) ?? now;
      if (!locksOf(course, ordered, records, enrolledAt, now).get(next.id)) unlockedModuleId = next.id;
    }
    return { facts: factsOf(row), unlockedModuleId };
  });
  const awarded = await checkAndAwardMilestones(db, userId);
  const certificate = await issueProgramCertificateIfComplete(db, userId, issuer);
  return { ...done, awarded, certificate };
}
