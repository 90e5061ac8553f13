/**
 * The better-auth instance (issue "Accounts" items 1, 3, 4): email and password accounts in our database, cookie
 * sessions, email confirmation and password reset. Our account routes (features/auth) call its API; only the
 * pieces listed there are reachable from outside.
 *
 * - Cookies are HttpOnly and SameSite=Lax, Secure when `PUBLIC_URL` is https.
 * - Sign-in needs a confirmed email; signing in unconfirmed sends a fresh confirmation link.
 * - Opening a confirmation link that confirms the account signs it in (a new session and its cookie), once: a link
 *   of an account confirmed before signs nobody in. The confirm route keeps the session only for an account some
 *   portal admits (features/auth/email-links.ts `confirmEmail`; docs/decisions/0015).
 * - Confirmation links are signed and valid {@link CONFIRMATION_TTL_SECONDS}; reset links are single-use,
 *   stored hashed, and valid {@link RESET_TTL_SECONDS} (§9 "about 1 hour"). A new reset link ends the older ones
 *   and using one ends them all (features/auth/email-links.ts).
 * - Signing up again with an existing email emails its owner (a fresh confirmation link while unconfirmed) with the
 *   same work as a new sign-up, so neither the answer nor its time tells whether the account exists.
 * - A password reset signs the account out everywhere.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createEmailVerificationToken } from 'better-auth/api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/limits/auth';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import type { Env } from '../env';
import type { Logger } from '../logger';
import {
  confirmationEmail,
  existingAccountEmail,
  passwordResetEmail,
} from '../mail/templates/account-emails';
import { currentConfirmationPath, currentLoginPath, reportEmailVerified, sendLater } from './outgoing-email';
import { pauseWhenIdle } from './context-storage';

/** Lifetime of a confirmation link, in seconds (our decision, docs/decisions/0005). */
const CONFIRMATION_TTL_SECONDS = 24 * 3600;
/** Lifetime of a password reset link, in seconds (§9). */
const RESET_TTL_SECONDS = 3600;
/** Lifetime of a session, in seconds; it is extended once a day while in use. */
const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Header our routes set to the client IP they computed; better-auth stores it with the session. */
export const CLIENT_IP_HEADER = 'x-gbf-client-ip';

/** Makes an absolute link from a path of ours (which may carry a query) plus the token. */
function linkWithToken(env: Env, pathWithQuery: string, token: string): string {
  const url = new URL(pathWithQuery, `${env.PUBLIC_URL}/`);
  url.searchParams.set('token', token);
  return url.href;
}

/** The `callbackURL` query parameter better-auth puts in the URLs it builds. */
function callbackPath(betterAuthUrl: string): string {
  return new URL(betterAuthUrl).searchParams.get('callbackURL') || '/';
}

/**
 * Creates the instance.
 *
 * @param env - `AUTH_SECRET`, `PUBLIC_URL` and the site's brand name are read.
 */
export function createAuth(env: Env, db: Db, logger: Logger) {
  const brandName = env.site.brandName;
  /** Queues the confirmation email with a link to `callbackPath` carrying `token`. */
  const sendConfirmation = (to: string, callbackPath: string, token: string) =>
    sendLater(
      confirmationEmail({
        to,
        brandName,
        link: linkWithToken(env, callbackPath, token),
        hoursValid: CONFIRMATION_TTL_SECONDS / 3600,
      }),
    );
  const auth = betterAuth({
    appName: brandName,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true, transaction: true }),
    telemetry: { enabled: false },
    // Our routes count requests per IP and per email (features/auth/rate-limits.ts).
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => logger[level]({ source: 'auth' }, message),
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 3600 },
    // The organisation an agent gives at sign-up (issue 38 item 1), stored with the account like its name; only our
    // sign-up route passes it (already validated by signUpSchema).
    user: { additionalFields: { organisation: { type: 'string', required: false, input: true } } },
    verification: { storeIdentifier: 'hashed' },
    advanced: {
      cookiePrefix: 'gbf',
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        sendLater(
          passwordResetEmail({
            to: user.email,
            brandName,
            link: linkWithToken(env, callbackPath(url), token),
          }),
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        // Signing up again before confirming: the person needs the link, so a fresh one is sent. It is made here,
        // inside the sign-up, as cheaply as a new account's link (a signed token, no row), so the answer takes as
        // long whether or not an unconfirmed account exists (issue "Hardening what is built" item 7).
        if (!user.emailVerified) {
          const token = await createEmailVerificationToken(
            env.AUTH_SECRET,
            user.email,
            undefined,
            CONFIRMATION_TTL_SECONDS,
          );
          sendConfirmation(user.email, currentConfirmationPath(), token);
          return;
        }
        sendLater(
          existingAccountEmail({ to: user.email, brandName, link: `${env.PUBLIC_URL}${currentLoginPath()}` }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_TTL_SECONDS,
      afterEmailVerification: async (user) => reportEmailVerified(user),
      sendVerificationEmail: async ({ user, url, token }) => {
        sendConfirmation(user.email, callbackPath(url), token);
      },
    },
  });
  pauseWhenIdle(auth.api);
  return auth;
}

/** The configured instance. */
export type Auth = ReturnType<typeof createAuth>;
