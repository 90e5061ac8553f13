/**
 * Touring inquiries (site-and-portals.md §2.11, §3, §7 "send-touring-inquiry"): stored with the staff
 * notification in one transaction.
 */
import type { TouringInquiry } from '@shared/schemas/touring-inquiry';
import type { AppDeps } from '../../deps';
import { touringInquiries } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/email-queue';
import { staffNotification } from '../../mail/templates/staff-notification';
import { SUBMISSION_FIELDS } from '../../mail/submission-fields';

/**
 * Stores a touring inquiry and queues the staff notification.
 *
 * @returns the new inquiry's id.
 */
export async function createTouringInquiry(
  deps: Pick<AppDeps, 'database' | 'env'>,
  inquiry: TouringInquiry,
): Promise<{ id: string }> {
  const { env } = deps;
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.insert(touringInquiries).values(inquiry).returning({ id: touringInquiries.id });
    await enqueueEmail(
      tx,
      staffNotification({
        to: env.site.addresses.staff,
        replyTo: inquiry.email,
        subject: `New touring inquiry: ${inquiry.stageName}`,
        intro: `${inquiry.contactNameRole} asked for touring services for ${inquiry.stageName}.`,
        fields: SUBMISSION_FIELDS['touring-inquiries'](inquiry),
        pageUrl: `${env.PUBLIC_URL}/touring-services`,
      }),
    );
    return { id: row!.id };
  });
}
