/**
 * Enrolling a learner (training-program.md §7 "insert user_enrollments"): the one way both views enrol — the
 * learning area's Enroll (views.ts `enroll`) and the members dashboard's first visit (program/service.ts
 * `getDashboard`, docs/decisions/0010). The enrolment and its welcome email (issue "Staff operations" item 6) are
 * written in one transaction, and only when a row was actually inserted: a second enrolment, or two at once,
 * sends one welcome.
 */
import type { Db } from '../../db/client';
import { userEnrollments } from '../../db/schema/index';
import { queueWelcomeEmail, type ProgressMailer } from '../../mail/progress';

/**
 * Enrols `userId` in `courseId` (which the caller has checked is published) and queues the welcome email.
 *
 * @returns when they enrolled, or null when they already were (nothing written, nothing sent).
 */
export async function enrollLearner(
  db: Db,
  mailer: ProgressMailer,
  userId: string,
  courseId: string,
): Promise<Date | null> {
  const enrolledAt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userEnrollments)
      .values({ userId, courseId })
      .onConflictDoNothing()
      .returning({ enrolledAt: userEnrollments.enrolledAt });
    if (!row) return null;
    await queueWelcomeEmail(tx, mailer, userId, courseId);
    return row.enrolledAt;
  });
  if (enrolledAt) mailer.kick();
  return enrolledAt;
}
