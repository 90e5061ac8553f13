/**
 * The account rules of signing up, in and out and of the session (site-and-portals.md §4 "Artist portal login",
 * "Agent auth"; §6; training-program.md §4, §6) on top of better-auth; the rules of the emailed links (reset,
 * confirmation) are in email-links.ts. Functions throw {@link AppError}s with a code; routes.ts maps HTTP to them.
 */
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SessionInfo } from '@shared/auth/session';
import { ACCOUNT_DISABLED_MESSAGE, authRequestMessages as m } from '@shared/messages/auth';
import type { SignInInput, SignUpInput } from '@shared/schemas/auth';
import { accessFor, findArtist, isApproved, isDisabled, roleFor } from '../../auth/access';
import { authErrorCode, rethrowAuthError } from '../../auth/auth-errors';
import { sessions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { allowListOf, callAuth, confirmationCallback, setCookiesOf, type WithCookies } from './auth-call';

/**
 * Sign-up (§4, §5), with the name the form gave (the account's `users.name`, else empty) and the organisation
 * (`users.organisation`, else null; issue 38 item 1), kept for a new account only: refused with 403 `not_approved` unless the email is on the portal's allow-list and enabled.
 * An approved email that already has an account gets the same answer as a new one (its owner gets an email
 * instead: a fresh confirmation link while unconfirmed, else a note that the account exists), so the answer never
 * reveals whether an account exists. Each case does the same expensive work (one password hash, one email queued),
 * so neither does the answer time.
 *
 * @throws {AppError} 403 `not_approved`; 400 from better-auth's own checks.
 */
export async function signUp(deps: AppDeps, input: SignUpInput, headers: Headers): Promise<void> {
  if (!(await isApproved(deps.database.db, allowListOf(input.portal), input.email))) {
    throw new AppError(API_ERROR_CODES.notApproved, m.notApproved);
  }
  // The email for an existing account (auth.ts onExistingUserSignUp) is produced inside this one call.
  await callAuth(deps, input.portal, () =>
    deps.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.name ?? '',
        ...(input.organisation ? { organisation: input.organisation } : {}),
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
    throw new AppError(API_ERROR_CODES.accessDenied, m.accessDenied);
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
