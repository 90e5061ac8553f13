/**
 * How the account rules call better-auth (features/auth/service.ts, email-links.ts): each call for a portal, with
 * the emails it produces queued (the portal's login and confirmation paths in their links) and its errors mapped
 * to our `AppError`s (auth/auth-errors.ts), and the cookies its answer sets.
 */
import {
  CONFIRMATION_CALLBACK_PATH,
  CONFIRMATION_NEXT,
  LOGIN_PATHS,
  type Portal,
} from '@shared/auth/portals';
import type { AllowList } from '../../auth/access';
import { rethrowAuthError } from '../../auth/auth-errors';
import { withOutgoingEmail } from '../../auth/outgoing-email';
import type { AppDeps } from '../../deps';
import { enqueueEmail } from '../../mail/email-queue';
import type { MailMessage } from '../../mail/transport';

/** What a better-auth call answered besides its body: the cookies to pass on. */
export interface WithCookies<T> {
  body: T;
  setCookies: string[];
}

/** The allow-list that guards a portal: agents for the agent portal, artists for the other two. */
export function allowListOf(portal: Portal): AllowList {
  return portal === 'agent' ? 'agent' : 'artist';
}

/** Where the confirmation link of a sign-up from `portal` leads (§2.5, training-program.md §2 item 3). */
export function confirmationCallback(portal: Portal): string {
  return `${CONFIRMATION_CALLBACK_PATH}?next=${encodeURIComponent(CONFIRMATION_NEXT[portal])}`;
}

/**
 * Queues the emails a better-auth call produced, in one transaction, and wakes the email worker when one was queued.
 * An email that asks not to be repeated (`onceWithinMs`) is left out while the same one is on its way, unless
 * `repeat` (the person asked for it again).
 */
async function queueEmails(deps: AppDeps, emails: MailMessage[], repeat: boolean): Promise<void> {
  const queued = await deps.database.db.transaction(async (tx) => {
    let count = 0;
    for (const email of emails) {
      if (await enqueueEmail(tx, repeat ? { ...email, onceWithinMs: undefined } : email)) count += 1;
    }
    return count;
  });
  if (queued > 0) deps.emailWorker.kick();
}

/** Options of {@link callAuth}. */
export interface CallAuthOptions {
  /** Told when the call confirmed an email address (not when it was confirmed before). */
  onEmailVerified?: (user: { id: string; email: string }) => void;
  /**
   * Send the emails even when the same one went out a moment ago (a person asking for a new link); by default an
   * account email is not repeated within `ACCOUNT_EMAIL_REPEAT_MINUTES` (issue 38 item 7).
   */
  repeat?: boolean;
}

/**
 * Runs a better-auth call for `portal`, queueing the emails it produced and mapping its errors.
 *
 * @throws {AppError} better-auth's refusals, mapped (auth/auth-errors.ts `rethrowAuthError`).
 */
export async function callAuth<T>(
  deps: AppDeps,
  portal: Portal,
  work: () => Promise<T>,
  { onEmailVerified, repeat = false }: CallAuthOptions = {},
): Promise<T> {
  try {
    return await withOutgoingEmail(
      { loginPath: LOGIN_PATHS[portal], confirmationPath: confirmationCallback(portal), onEmailVerified },
      work,
      (emails) => queueEmails(deps, emails, repeat),
    );
  } catch (error) {
    rethrowAuthError(error);
  }
}

/** The `Set-Cookie` values of a better-auth answer's headers. */
export function setCookiesOf(headers: Headers): string[] {
  return headers.getSetCookie();
}
