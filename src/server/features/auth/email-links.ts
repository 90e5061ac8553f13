/**
 * The account rules of the emailed links (site-and-portals.md §4 "Reset flow", "Program account confirmation"; §8
 * "Reset link sent"; docs/decisions/0015) on top of better-auth: a password reset link asked for, checked and used;
 * an email confirmed from its link, or its link sent again. Functions throw {@link AppError}s with a code;
 * link-routes.ts maps HTTP to them.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { RESET_PATHS } from '@shared/auth/portals';
import { authRequestMessages as m } from '@shared/messages/auth';
import type { ForgotPasswordInput, ResendConfirmationInput } from '@shared/schemas/auth';
import { accessFor, isDisabled, linkArtistUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { sessions, users, verifications } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { callAuth, confirmationCallback, setCookiesOf } from './auth-call';

/**
 * Ends the reset links of one account but one (issue "Hardening what is built" item 4), in one statement, so two
 * requests at once still leave a single link.
 *
 * better-auth stores a reset link as a `verifications` row whose identifier is a hash of `reset-password:<token>`
 * (nothing readable to match on) and whose `value` is the user id. In our configuration no other row carries a
 * user id (confirmation links are signed tokens with no row; account deletion and magic links are not enabled), so
 * the user id selects exactly the account's reset links.
 *
 * @param keepId - id of the row that stays; by default the newest one.
 */
async function endOtherResetLinks(db: Db, userId: string, keepId?: string): Promise<void> {
  const keep =
    keepId ??
    db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.value, userId))
      .orderBy(desc(verifications.createdAt), desc(verifications.id))
      .limit(1);
  await db.delete(verifications).where(and(eq(verifications.value, userId), ne(verifications.id, keep)));
}

/**
 * Reset request (§4 "Reset flow", §8 "Reset link sent"): emails a link to `RESET_PATHS[portal].link` when the
 * account exists; answers the same either way. The new link ends every older one of the account.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  headers: Headers,
): Promise<void> {
  await callAuth(deps, input.portal, () =>
    deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: RESET_PATHS[input.portal].link },
      headers,
    }),
  );
  const { db } = deps.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (user) await endOtherResetLinks(db, user.id);
}

/**
 * Whether a reset token can still be used (the callback step of §4): known, unused and not expired.
 *
 * @throws {AppError} 400 `invalid_token` otherwise.
 */
export async function checkResetToken(deps: AppDeps, token: string): Promise<void> {
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) {
    throw new AppError(API_ERROR_CODES.invalidToken, m.invalidLink);
  }
}

/**
 * Sets a new password with a reset token; the token then stops working, and so does every other reset link of the
 * account, and every session of the account ends.
 *
 * The other links are ended before better-auth consumes this one, so of two links used at once at most one sets a
 * password, and no link works once a reset has answered.
 *
 * @throws {AppError} 400 `invalid_token` for an unknown, used or expired token.
 */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string): Promise<void> {
  const context = await deps.auth.$context;
  const link = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (link && link.expiresAt >= new Date()) await endOtherResetLinks(deps.database.db, link.value, link.id);
  await callAuth(deps, 'agent', () => deps.auth.api.resetPassword({ body: { token, newPassword } }));
}

/** What {@link confirmEmail} did besides confirming. */
export interface ConfirmedEmail {
  /** A session was made for the account (its cookie is in `setCookies`). */
  signedIn: boolean;
  /** `Set-Cookie` values to pass on: the new session's, or none. */
  setCookies: string[];
}

/**
 * Confirms an email address from its link (§4 "Program account confirmation"), links the artist record
 * (link_artist_user; a failure there is only logged, §7), and signs the account in (docs/decisions/0015): the
 * library makes a session as it confirms, which is kept when the account has some access (an approved artist or
 * agent, or an admin), as a sign-in on its portal would; otherwise it is ended and no cookie is set (the page then
 * offers the sign-in form, which says why).
 *
 * @param headers - the user agent and client IP, stored with the new session; no cookie, so the new session is
 *   always the confirmed account's, whoever was signed in before in this browser.
 * @throws {AppError} 400 `expired`; 409 `already_confirmed` (nobody is signed in); 400 `invalid_token`.
 */
export async function confirmEmail(deps: AppDeps, token: string, headers: Headers): Promise<ConfirmedEmail> {
  const outcome: { verified?: { id: string; email: string } } = {};
  const { headers: answerHeaders } = await callAuth(
    deps,
    'program',
    () => deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true }),
    { onEmailVerified: (user) => (outcome.verified = user) },
  );
  // The library answers the same for a link of an account confirmed before; only a new confirmation is reported.
  if (!outcome.verified) {
    throw new AppError(API_ERROR_CODES.alreadyConfirmed, m.alreadyConfirmed);
  }
  const { db } = deps.database;
  const user = outcome.verified;
  try {
    await linkArtistUser(db, user.email, user.id);
  } catch (error) {
    deps.logger.error({ err: error }, 'link_artist_user failed');
  }
  const access = await accessFor(db, user);
  if ((access.artist || access.agent || access.admin) && !(await isDisabled(db, user.id)))
    return { signedIn: true, setCookies: setCookiesOf(answerHeaders) };
  // Unconfirmed accounts cannot sign in, so the session made just now is the account's only one.
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  return { signedIn: false, setCookies: [] };
}

/**
 * Sends a fresh confirmation link when the account exists and is unconfirmed; answers the same either way. The
 * person asked for it, so it goes even when a confirmation went out a moment ago (signing up again or signing in
 * unconfirmed does not repeat it; issue 38 item 7); the per-email rate limit bounds how often.
 */
export async function resendConfirmation(
  deps: AppDeps,
  input: ResendConfirmationInput,
  headers: Headers,
): Promise<void> {
  await callAuth(
    deps,
    input.portal,
    () =>
      deps.auth.api.sendVerificationEmail({
        body: { email: input.email, callbackURL: confirmationCallback(input.portal) },
        headers,
      }),
    { repeat: true },
  );
}
