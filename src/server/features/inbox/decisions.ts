/**
 * Staff's decisions on applications in the inbox (issue "Staff operations" item 2): approve (the email goes on the
 * artist allow-list and the applicant is invited) or decline (a courteous answer), each final.
 *
 * Throws `AppError` `submission_not_found` (404), `application_decided` (409).
 */
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { inboxRequestMessages as m } from '@shared/messages/inbox';
import type { ApplicationDecision, InboxApplicationKind, InboxItem } from '@shared/schemas/inbox';
import { enrollmentApplications as a, inboxEvents, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../mail/email-queue';
import {
  applicationApprovedEmail,
  applicationDeclinedEmail,
} from '../../mail/templates/application-decision';
import type { StaffActor } from '../audit/record';
import { allowEmail } from '../allow-lists/service';
import { getInboxItem } from './service';

/** The form of each application kind (`enrollment_applications.form`). */
const FORM_OF: Record<InboxApplicationKind, string> = {
  'program-applications': 'program',
  'artist-intake': 'artist-intake',
};

/**
 * The address an approved applicant's email links to: /program-auth in sign-up mode with the email filled in, or
 * in sign-in mode (email filled in) when the email already has an account.
 */
function programAuthLink(publicUrl: string, email: string, hasAccount: boolean): string {
  const url = new URL('/program-auth', publicUrl);
  if (!hasAccount) url.searchParams.set('mode', 'sign-up');
  url.searchParams.set('email', email);
  return url.href;
}

/**
 * Staff's decision on an application (issue "Staff operations" item 2), in one transaction: the decision, who and
 * when on the application, its status `done`, the history, and the email. Approving puts the email on the artist
 * allow-list (enabled, as `npm run cli -- allow artist` does) and invites the applicant: a sign-up link, or a sign-in
 * link when the email already has an account. Declining sends a courteous answer. The same decision again changes
 * nothing and sends nothing.
 *
 * @throws {AppError} `submission_not_found`; `application_decided` (409) when the other decision was made.
 */
export async function decideApplication(
  deps: Pick<AppDeps, 'database' | 'env'>,
  kind: InboxApplicationKind,
  id: string,
  decision: ApplicationDecision,
  actor: StaffActor,
): Promise<InboxItem> {
  const { db } = deps.database;
  const { env } = deps;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: a.email,
        firstName: a.firstName,
        stageName: a.stageName,
        status: a.status,
        decision: a.decision,
      })
      .from(a)
      .where(and(eq(a.form, FORM_OF[kind]), eq(a.id, id)))
      .for('update');
    if (!row) throw new AppError(API_ERROR_CODES.submissionNotFound, m.notFound);
    if (row.decision === decision) return;
    if (row.decision) throw new AppError(API_ERROR_CODES.applicationDecided, m.alreadyDecided(row.decision));
    const email = row.email.trim().toLowerCase();
    await tx
      .update(a)
      .set({ decision, decidedAt: new Date(), decidedBy: actor.email, status: 'done' })
      .where(eq(a.id, id));
    const by = { kind, itemId: id, actorId: actor.id, actorEmail: actor.email };
    await tx.insert(inboxEvents).values({ ...by, decision });
    if (row.status !== 'done') await tx.insert(inboxEvents).values({ ...by, status: 'done' });
    const input = {
      email,
      greetingName: row.firstName.trim() || row.stageName?.trim() || 'there',
      brandName: env.site.brandName,
      programAddress: env.site.addresses.program,
    };
    if (decision === 'declined') {
      await enqueueEmail(tx, applicationDeclinedEmail(input));
      return;
    }
    await allowEmail(tx, 'artist', email, actor);
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    const hasAccount = account !== undefined;
    await enqueueEmail(
      tx,
      applicationApprovedEmail({
        ...input,
        hasAccount,
        link: programAuthLink(env.PUBLIC_URL, email, hasAccount),
      }),
    );
  });
  return getInboxItem(db, kind, id);
}
