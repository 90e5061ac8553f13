/**
 * Queueing the progress emails to learners (issue "Staff operations" item 6): the welcome on enrolment and the
 * congratulation when the certificate is issued, each in the transaction that makes the enrolment or the
 * certificate, so the email exists exactly when the record does. A disabled account (`users.disabled_at`) gets no
 * email. The reminders are features/emails/reminders.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { courses, modules, profiles, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { enqueueEmail } from './email-queue';
import { certificateEmail, welcomeEmail } from './templates/progress-emails';
import { unsubscribePageUrl, unsubscribeToken } from './unsubscribe-token';

/** What queueing a progress email needs from the app's configuration, and how to ask for its delivery. */
export interface ProgressMailer {
  /** `PUBLIC_URL`: every link is absolute. */
  publicUrl: string;
  brandName: string;
  /** The program team's address: Reply-To. */
  programAddress: string;
  /** `AUTH_SECRET`: signs the unsubscribe links. */
  secret: string;
  /** Asks for a delivery round; call it after the transaction that queued an email commits. Never throws. */
  kick(): void;
}

/** The progress mailer of the app's configuration and email worker. */
export function progressMailer(deps: Pick<AppDeps, 'env' | 'emailWorker'>): ProgressMailer {
  return {
    publicUrl: deps.env.PUBLIC_URL,
    brandName: deps.env.site.brandName,
    programAddress: deps.env.site.addresses.program,
    secret: deps.env.AUTH_SECRET,
    kick: () => deps.emailWorker.kick(),
  };
}

/** Who a progress email goes to and how it greets them. */
export interface ProgressRecipient {
  email: string;
  greetingName: string;
}

/**
 * How a greeting names someone: the name on their profile (the one their certificate prints), else their
 * account's name, else "there".
 */
export function greetingNameOf(profileName: string | null, accountName: string | null): string {
  return profileName?.trim() || accountName?.trim() || 'there';
}

/** The learner `userId` as a progress email addresses them; null for an account that is gone or disabled. */
export async function progressRecipient(tx: Tx, userId: string): Promise<ProgressRecipient | null> {
  const [row] = await tx
    .select({
      email: users.email,
      name: users.name,
      disabledAt: users.disabledAt,
      profileName: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.disabledAt) return null;
  return { email: row.email, greetingName: greetingNameOf(row.profileName, row.name) };
}

/** What a progress email says of a course: its title, its active modules, and whether it is the program's. */
export interface CourseFacts {
  title: string;
  moduleCount: number;
  /** The program's course: the oldest published one (course/access.ts `findProgramCourse`). */
  isProgramCourse: boolean;
}

/**
 * The facts of published course `courseId`, in one query (a transaction's connection runs one query at a time);
 * null when it is not published.
 */
export async function courseFacts(tx: Tx, courseId: string): Promise<CourseFacts | null> {
  // Aliases throughout: drizzle writes a one-table select's columns without their table's name.
  const [row] = await tx
    .select({
      title: courses.title,
      moduleCount: sql<number>`(select count(*)::int from ${modules} m where m.course_id = ${courseId} and m.is_active)`,
      isProgramCourse: sql<boolean>`${courseId} = (select c.id::text from ${courses} c
        where c.status = 'published' order by c.created_at, c.id limit 1)`,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')));
  return row ?? null;
}

/**
 * Where a course continues: the members dashboard for the program's course (the oldest published one), else the
 * learning area.
 */
export function courseLink(publicUrl: string, isProgramCourse: boolean): string {
  return `${publicUrl}${isProgramCourse ? '/program-dashboard' : '/learning'}`;
}

/** The parts every progress email to `userId` shares. */
function common(mailer: ProgressMailer, userId: string, recipient: ProgressRecipient) {
  return {
    to: recipient.email,
    greetingName: recipient.greetingName,
    brandName: mailer.brandName,
    programAddress: mailer.programAddress,
    unsubscribeUrl: unsubscribePageUrl(mailer.publicUrl, unsubscribeToken(mailer.secret, userId)),
  };
}

/**
 * Queues the welcome of a learner who has just enrolled in `courseId`, in the caller's transaction (the one that
 * inserted the enrolment). Call `mailer.kick()` once it commits.
 *
 * @returns whether an email was queued (none for a disabled account or a course that is not published).
 */
export async function queueWelcomeEmail(
  tx: Tx,
  mailer: ProgressMailer,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const recipient = await progressRecipient(tx, userId);
  const course = await courseFacts(tx, courseId);
  if (!recipient || !course) return false;
  await enqueueEmail(
    tx,
    welcomeEmail({
      ...common(mailer, userId, recipient),
      courseTitle: course.title,
      moduleCount: course.moduleCount,
      link: courseLink(mailer.publicUrl, course.isProgramCourse),
    }),
  );
  return true;
}

/**
 * Queues the congratulation of a learner whose certificate was just issued, in the caller's transaction (the one
 * that inserted the certificate). Call `mailer.kick()` once it commits.
 *
 * @param certificate - its id, the program name it prints, and its public verification URL (absolute).
 * @returns whether an email was queued (none for a disabled account).
 */
export async function queueCertificateEmail(
  tx: Tx,
  mailer: ProgressMailer,
  userId: string,
  certificate: { certificateId: string; programName: string; verifyUrl: string },
): Promise<boolean> {
  const recipient = await progressRecipient(tx, userId);
  if (!recipient) return false;
  await enqueueEmail(
    tx,
    certificateEmail({
      ...common(mailer, userId, recipient),
      ...certificate,
      certificatesUrl: `${mailer.publicUrl}/certificates`,
    }),
  );
  return true;
}
