/**
 * The reminder emails (issue "Staff operations" item 6): a learner who has done nothing in a course for
 * {@link REMINDER_AFTER_DAYS} days is reminded, at most once in that many days, never once they have finished (every
 * active module of the course completed, or the program certificate held), never after they turned reminders off
 * (`user_enrollments.reminders_off_at`), and never on a disabled account or one whose artist access was withdrawn.
 * Activity is the learner's last request on a module of the course (`module_progress.touched_at`), or the enrolment.
 *
 * {@link ReminderJob} looks for due reminders hourly on every instance. Several instances may look at once: each
 * batch is claimed by one conditional `UPDATE user_enrollments SET reminded_at = now … WHERE … (reminded_at IS NULL
 * OR reminded_at <= now - 14 days) … RETURNING`, its rows picked `FOR UPDATE SKIP LOCKED`, and the emails are queued
 * in that same transaction. A row another instance claimed first is either skipped (locked) or no longer matches
 * (its `reminded_at` is new), so no learner is reminded twice, and a crash loses neither the claim nor the email.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { REMINDER_AFTER_DAYS } from '@shared/limits/emails';
import { PROGRAM_COMPLETION } from '@shared/schemas/certificates';
import type { Db, Tx } from '../../db/client';
import {
  approvedArtists,
  courses,
  moduleProgress,
  modules,
  userCertificates,
  userEnrollments,
  users,
} from '../../db/schema/index';
import type { Logger } from '../../logger';
import { enqueueEmail } from '../../mail/email-queue';
import { reminderEmail } from '../../mail/templates/progress-emails';
import { unsubscribeApiUrl, unsubscribePageUrl, unsubscribeToken } from '../../mail/unsubscribe-token';
import { courseFacts, courseLink, progressRecipient, type ProgressMailer } from '../../mail/progress';

/** Time without activity before a reminder, and the least time between two reminders, in ms. */
const REMINDER_INTERVAL_MS = REMINDER_AFTER_DAYS * 24 * 3600_000;

/** Enrolments claimed per transaction. */
const BATCH_SIZE = 100;

const ue = userEnrollments;

/** The learner's last activity in the enrolment's course: their latest request on one of its modules, or enrolling. */
const lastActivity = sql`greatest(${ue.enrolledAt}, (
  select max(${moduleProgress.touchedAt}) from ${moduleProgress}
  inner join ${modules} on ${modules.id} = ${moduleProgress.moduleId}
  where ${moduleProgress.userId} = ${ue.userId} and ${modules.courseId} = ${ue.courseId}))`;

/** Some active module of the course is not completed by the learner. */
const unfinished = sql`exists (
  select 1 from ${modules} where ${modules.courseId} = ${ue.courseId} and ${modules.isActive}
  and not exists (
    select 1 from ${moduleProgress} where ${moduleProgress.moduleId} = ${modules.id}
    and ${moduleProgress.userId} = ${ue.userId} and ${moduleProgress.completedAt} is not null))`;

/** The learner holds the program completion certificate. */
const certified = sql`exists (
  select 1 from ${userCertificates} where ${userCertificates.userId} = ${ue.userId}
  and ${userCertificates.certificateType} = ${PROGRAM_COMPLETION})`;

/** The account's email is on the artist allow-list, enabled (they may still use the program). */
const mayLearn = sql`exists (
  select 1 from ${approvedArtists} where ${approvedArtists.email} = ${users.email} and ${approvedArtists.isEnabled})`;

/** Not yet reminded, or last reminded at least the interval before `cutoff`'s `now`. */
const remindable = (cutoff: Date) => or(isNull(ue.remindedAt), lte(ue.remindedAt, cutoff));

/** The active modules of the course the learner has completed. */
async function completedModules(tx: Tx, userId: string, courseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(moduleProgress)
    .innerJoin(modules, eq(modules.id, moduleProgress.moduleId))
    .where(
      and(
        eq(moduleProgress.userId, userId),
        eq(modules.courseId, courseId),
        eq(modules.isActive, true),
        sql`${moduleProgress.completedAt} is not null`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims up to one batch of due reminders at `now` and queues their emails, in one transaction.
 *
 * @returns the reminders queued, and whether the batch was full (more may be due).
 */
async function remindBatch(
  db: Db,
  mailer: ProgressMailer,
  now: Date,
): Promise<{ sent: number; full: boolean }> {
  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_MS);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: ue.id })
      .from(ue)
      .innerJoin(users, eq(users.id, ue.userId))
      .innerJoin(courses, eq(courses.id, ue.courseId))
      .where(
        and(
          isNull(ue.remindersOffAt),
          remindable(cutoff),
          eq(courses.status, 'published'),
          isNull(users.disabledAt),
          mayLearn,
          sql`${lastActivity} <= ${cutoff.toISOString()}::timestamptz`,
          unfinished,
          sql`not ${certified}`,
        ),
      )
      .limit(BATCH_SIZE)
      .for('update', { of: ue, skipLocked: true });
    // The claim: rechecked on each row as it is updated, so a row another instance claimed meanwhile is left out.
    const claimed = await tx
      .update(ue)
      .set({ remindedAt: now })
      .where(and(inArray(ue.id, due), isNull(ue.remindersOffAt), remindable(cutoff)))
      .returning({ userId: ue.userId, courseId: ue.courseId });
    let sent = 0;
    for (const { userId, courseId } of claimed) {
      const recipient = await progressRecipient(tx, userId);
      const course = await courseFacts(tx, courseId);
      if (!recipient || !course) continue;
      const token = unsubscribeToken(mailer.secret, userId);
      await enqueueEmail(
        tx,
        reminderEmail({
          to: recipient.email,
          greetingName: recipient.greetingName,
          brandName: mailer.brandName,
          programAddress: mailer.programAddress,
          unsubscribeUrl: unsubscribePageUrl(mailer.publicUrl, token),
          oneClickUrl: unsubscribeApiUrl(mailer.publicUrl, token),
          courseTitle: course.title,
          completed: await completedModules(tx, userId, courseId),
          total: course.moduleCount,
          link: courseLink(mailer.publicUrl, course.isProgramCourse),
        }),
      );
      sent += 1;
    }
    return { sent, full: claimed.length === BATCH_SIZE };
  });
}

/**
 * Queues every reminder due at `now` (a fixed clock in tests), batch by batch, and asks for their delivery.
 *
 * @param now - the time the schedule is judged at; `reminded_at` is set to it.
 * @returns the number of reminders queued.
 */
export async function queueDueReminders(db: Db, mailer: ProgressMailer, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { sent, full } = await remindBatch(db, mailer, now);
    total += sent;
    if (sent > 0) mailer.kick();
    if (!full) return total;
  }
}

/**
 * Looks for due reminders in the background, first a minute after start (the start-up's own work goes first), then
 * every hour: a timer that never keeps the process alive, stopped on shutdown.
 */
export class ReminderJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly mailer: ProgressMailer,
    private readonly logger: Logger,
  ) {}

  /** Starts looking. */
  start(): void {
    this.stopped = false;
    this.schedule(60_000);
  }

  /** Stops looking and waits for the look in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = queueDueReminders(this.db, this.mailer, new Date())
        .then((sent) => {
          if (sent > 0) this.logger.info({ reminders: sent }, 'reminder emails queued');
        })
        .catch((error: unknown) => this.logger.error({ err: error }, 'queueing reminder emails failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(3600_000);
        });
    }, delayMs);
    this.timer.unref();
  }
}

/**
 * Turns reminders off for every enrolment of `userId` (the unsubscribe link; no sign-in): none is sent after. The
 * first time counts; doing it again changes nothing. An id without enrolments changes nothing either.
 */
export async function turnRemindersOff(db: Db, userId: string): Promise<void> {
  await db
    .update(ue)
    .set({ remindersOffAt: sql`coalesce(${ue.remindersOffAt}, now())` })
    .where(eq(ue.userId, userId));
}
