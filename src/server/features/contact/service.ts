/**
 * Contact messages (site-and-portals.md §2.9, §7 "send-contact-email"): stored, and a notification queued for
 * the staff inbox, in one transaction.
 */
import type { Contact } from '@shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { contactMessages } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/email-queue';
import { staffNotification } from '../../mail/templates/staff-notification';
import { SUBMISSION_FIELDS } from '../../mail/submission-fields';

/**
 * Stores a validated contact message and queues the staff notification.
 *
 * @returns the new message's id.
 */
export async function createContactMessage(
  deps: Pick<AppDeps, 'database' | 'env'>,
  contact: Contact,
): Promise<{ id: string }> {
  const { env } = deps;
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(contact).returning({ id: contactMessages.id });
    await enqueueEmail(
      tx,
      staffNotification({
        to: env.site.addresses.staff,
        replyTo: contact.email,
        subject: `New contact message: ${contact.subject}`,
        intro: `${contact.name} sent a message through the contact form.`,
        fields: SUBMISSION_FIELDS['contact-messages'](contact),
        pageUrl: `${env.PUBLIC_URL}/contact`,
      }),
    );
    return { id: row!.id };
  });
}
