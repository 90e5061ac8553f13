/**
 * The account rules (site-and-portals.md §4 "Artist portal login", "Agent auth", "Reset flow", "Program account
 * confirmation"; §6; training-program.md §4, §6) on top of better-auth. Functions throw {@link AppError}s with a
 * code; routes.ts maps HTTP to them.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  CONFIRMATION_CALLBACK_PATH,
  CONFIRMATION_NEXT,
  LOGIN_PATHS,
  RESET_PATHS,
  type Portal,
} from '@shared/auth/portals';
import type { SessionInfo } from '@shared/auth/session';
import { ACCOUNT_DISABLED_MESSAGE } from '@shared/messages/auth';
import {
  accessFor,
  findArtist,
  isApproved,
  isDisabled,
  linkArtistUser,
  roleFor,
  type AllowList,
} from '../../auth/access';
import { withOutgoingEmail } from '../../auth/outgoing-email';
import type { Db } from '../../db/client';
import { sessions, users, verifications } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../mail/email-queue';
import type { MailMessage } from '../../mail/transport';
import type {
  ForgotPasswordInput,
  ResendConfirmationInput,
  SignInInput,
  SignUpInput,
} from '@shared/schemas/auth';
import { authErrorCode, rethrowAuthError } from '../../auth/auth-errors';

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

async function queueEmails(deps: AppDeps, emails: MailMessage[]): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    for (const email of emails) await enqueueEmail(tx, email);
  });
  deps.emailWorker.kick();
}

/** Runs a better-auth call for `portal`, queueing the emails it produced and mapping its errors. */
async function callAuth<T>(
  deps: AppDeps,
  portal: Portal,
  work: () => Promise<T>,
  onEmailVerified?: (user: { id: string; email: string }) => void,
): Promise<T> {
  try {
    return await withOutgoingEmail(
      { loginPath: LOGIN_PATHS[portal], confirmationPath: confirmationCallback(portal), onEmailVerified },
      work,
      (emails) => queueEmails(deps, emails),
    );
  } catch (error) {
    rethrowAuthError(error);
  }
}

function setCookiesOf(headers: Headers): string[] {
  return headers.getSetCookie();
}

/**
 * Sign-up (§4, §5): refused with 403 `not_approved` unless the email is on the portal's allow-list and enabled.
 * An approved email that already has an account gets the same answer as a new one (its owner gets an email
 * instead: a fresh confirmation link while unconfirmed, else a note that the account exists), so the answer never
 * reveals whether an account exists. Each case does the same expensive work (one password hash, one email queued),
 * so neither does the answer time.
 *
 * @throws {AppError} 403 `not_approved`; 400 from better-auth's own checks.
 */
export async function signUp(deps: AppDeps, input: SignUpInput, headers: Headers): Promise<void> {
  if (!(await isApproved(deps.database.db, allowListOf(input.portal), input.email))) {
    throw new AppError(API_ERROR_CODES.notApproved, 'This email is not approved for sign-up.');
  }
  // The email for an existing account (auth.ts onExistingUserSignUp) is produced inside this one call.
  await callAuth(deps, input.portal, () =>
    deps.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: '',
        callbackURL: confirmationCallback(input.portal),
      },
      headers,
    }),
  );
}

/**
 * Sign-in (§4): checks the password, then the portal's allow-list. A person who is not on the list, or not
 * enabled, gets 403 `access_denied` and no session (the server-side form of "sign out and deny").
 *
 * @throws {AppError} 401 `invalid_credentials`; 403 `email_not_verified` (a fresh link is emailed); 403
 *   `account_disabled` (staff disabled the account); 403 `access_denied`.
 */
export async function signIn(
  deps: AppDeps,
  input: SignInInput,
  headers: Headers,
): Promise<WithCookies<SessionInfo>> {
  const { headers: responseHeaders, response } = await callAuth(deps, input.portal, () =>
    deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password, callbackURL: confirmationCallback(input.portal) },
      headers,
      returnHeaders: true,
    }),
  );
  const { db } = deps.database;
  if (await isDisabled(db, response.user.id)) {
    await db.delete(sessions).where(eq(sessions.token, response.token));
    throw new AppError(API_ERROR_CODES.accountDisabled, ACCOUNT_DISABLED_MESSAGE);
  }
  if (!(await isApproved(db, allowListOf(input.portal), input.email))) {
    await db.delete(sessions).where(eq(sessions.token, response.token));
    throw new AppError(API_ERROR_CODES.accessDenied, 'Access denied.');
  }
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.token, response.token))
    .limit(1);
  const body = await describeSession(deps, response.user, session?.expiresAt ?? new Date());
  return { body, setCookies: setCookiesOf(responseHeaders) };
}

/** Builds the `GET /api/auth/session` answer for a user, with access looked up fresh. */
async function describeSession(
  deps: AppDeps,
  user: { id: string; email: string; name: string; emailVerified: boolean },
  expiresAt: Date,
): Promise<SessionInfo> {
  const { db } = deps.database;
  const [access, artist] = await Promise.all([accessFor(db, user), findArtist(db, user.id)]);
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    artist,
    access,
    role: roleFor(access),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The current session (§7 "get session"), or null, with access read fresh: one query on the hot path
 * (auth/session-lookup.ts). May extend the session and refresh its cookie once a day, or clear the cookie of an
 * ended session; the cookies to set come back with the answer.
 *
 * @param cookie - the request's `Cookie` header.
 * @param headers - builds the request's cookie, user agent and client IP for better-auth, should it take over.
 */
export async function currentSession(
  deps: AppDeps,
  cookie: string | undefined,
  headers: () => Headers,
): Promise<WithCookies<SessionInfo | null>> {
  const { session, setCookies } = await deps.sessions.find(cookie, headers);
  const body: SessionInfo | null = session && {
    user: session.user,
    artist: session.artist,
    access: session.access,
    role: roleFor(session.access),
    expiresAt: session.expiresAt.toISOString(),
  };
  return { body, setCookies };
}

/** Sign-out (§7 "global scope"): ends this session and clears the cookie; fine when already signed out. */
export async function signOut(deps: AppDeps, headers: Headers): Promise<WithCookies<null>> {
  try {
    const { headers: responseHeaders } = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return { body: null, setCookies: setCookiesOf(responseHeaders) };
  } catch (error) {
    if (authErrorCode(error) === 'FAILED_TO_GET_SESSION') return { body: null, setCookies: [] };
    rethrowAuthError(error);
  }
}

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
    throw new AppError(API_ERROR_CODES.invalidToken, 'This link is invalid or has already been used.');
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
    (user) => (outcome.verified = user),
  );
  // The library answers the same for a link of an account confirmed before; only a new confirmation is reported.
  if (!outcome.verified) {
    throw new AppError(API_ERROR_CODES.alreadyConfirmed, 'This account is already confirmed.');
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

/** Sends a fresh confirmation link when the account exists and is unconfirmed; answers the same either way. */
export async function resendConfirmation(
  deps: AppDeps,
  input: ResendConfirmationInput,
  headers: Headers,
): Promise<void> {
  await callAuth(deps, input.portal, () =>
    deps.auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: confirmationCallback(input.portal) },
      headers,
    }),
  );
}
