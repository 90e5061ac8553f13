/**
 * Artist intake (site-and-portals.md §2.10, §5, §7 "Insert enrollment_applications"): the application row with
 * the §5 field mapping and the staff notification, in one transaction.
 */
import type { ArtistIntake } from '@shared/schemas/artist-intake';
import type { AppDeps } from '../../deps';
import { enrollmentApplications } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/email-queue';
import { staffNotification } from '../../mail/templates/staff-notification';
import { SUBMISSION_FIELDS } from '../../mail/submission-fields';
import { toEnrollmentApplication } from './enrollment-application';

/**
 * Stores an intake as an enrollment application and queues the staff notification.
 *
 * @returns the new application's id.
 */
export async function createIntakeApplication(
  deps: Pick<AppDeps, 'database' | 'env'>,
  intake: ArtistIntake,
): Promise<{ id: string }> {
  const { env } = deps;
  const values = toEnrollmentApplication(intake);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enrollmentApplications)
      .values(values)
      .returning({ id: enrollmentApplications.id });
    await enqueueEmail(
      tx,
      staffNotification({
        to: env.site.addresses.staff,
        replyTo: values.email,
        subject: `New artist intake application: ${values.stageName}`,
        intro: `${values.stageName} applied to the artist development program through the artist intake form.`,
        fields: SUBMISSION_FIELDS['artist-intake'](values),
        pageUrl: `${env.PUBLIC_URL}/artist-intake`,
      }),
    );
    return { id: row!.id };
  });
}
