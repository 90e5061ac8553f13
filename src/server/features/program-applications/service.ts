/**
 * Program applications (training-program.md §2 item 2, §3 enrollment_applications, §7 "Members program"): the
 * application row, the program admin's notification (notify-enrollment) and the applicant's welcome email
 * (send-welcome-email), in one transaction. The emails are rows of the email queue, so a mail server that fails
 * never fails or loses an application: the queue retries (docs/decisions/0001).
 */
import type { ProgramApplication } from '@shared/schemas/program-application';
import type { AppDeps } from '../../deps';
import { enrollmentApplications } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/email-queue';
import { SUBMISSION_FIELDS } from '../../mail/submission-fields';
import { enrollmentNotification, welcomeEmail } from '../../mail/templates/program-application';

/** The `enrollment_applications` values of one application (§3): the social links as one object. */
function toApplicationRow(application: ProgramApplication) {
  const { instagram, tiktok, spotify, youtube, ...rest } = application;
  return { ...rest, socialMediaLinks: { instagram, tiktok, spotify, youtube } };
}

/**
 * Stores an application and queues the admin notification and the applicant's welcome email.
 *
 * @returns the new application's id.
 */
export async function createProgramApplication(
  deps: Pick<AppDeps, 'database' | 'env'>,
  application: ProgramApplication,
): Promise<{ id: string }> {
  const { env } = deps;
  const programUrl = `${env.PUBLIC_URL}/artist-development`;
  return deps.database.db.transaction(async (tx) => {
    const values = toApplicationRow(application);
    const [row] = await tx
      .insert(enrollmentApplications)
      .values(values)
      .returning({ id: enrollmentApplications.id });
    await enqueueEmail(
      tx,
      enrollmentNotification({
        to: env.site.addresses.program,
        firstName: application.firstName,
        lastName: application.lastName,
        email: application.email,
        fields: SUBMISSION_FIELDS['program-applications'](values),
        pageUrl: programUrl,
      }),
    );
    await enqueueEmail(
      tx,
      welcomeEmail({
        email: application.email,
        firstName: application.firstName,
        lastName: application.lastName,
        brandName: env.site.brandName,
        programAddress: env.site.addresses.program,
        programUrl,
        signUpUrl: `${env.PUBLIC_URL}/program-auth`,
      }),
    );
    return { id: row!.id };
  });
}
