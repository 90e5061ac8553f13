/**
 * The account API's routes of the emailed links (site-and-portals.md §4 "Reset flow", "Program account
 * confirmation"), added to the account sub-app (routes.ts):
 *
 * | route | body | answer |
 * |---|---|---|
 * | POST /auth/forgot-password | email, portal | 200 `{ status: 'sent' }` whether or not the account exists |
 * | POST /auth/reset-password/check | token | 200 `{ status: 'valid' }` |
 * | POST /auth/reset-password | token, newPassword | 200 `{ status: 'password_reset' }` |
 * | POST /auth/confirm-email | token | 200 `{ status: 'confirmed', signedIn }` + the new session's cookie when signed in |
 * | POST /auth/resend-confirmation | email, portal | 200 `{ status: 'sent' }` whether or not the account exists |
 *
 * Every body is validated with the shared schema (400 with field errors); every route is rate limited per IP, and
 * per email where there is one (429 with `Retry-After`; rate-limit-rules.ts).
 */
import type { Context, Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  confirmEmailResponseSchema,
  forgotPasswordSchema,
  linkSentResponseSchema,
  passwordResetResponseSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  resetTokenValidResponseSchema,
  tokenSchema,
  type ConfirmEmailResponse,
} from '@shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { operation, validJson } from '../../http/contract';
import { callerHeaders, callerIp, MAX_AUTH_BODY_BYTES, passCookies } from './caller';
import {
  checkResetToken,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from './email-links';
import { authRateLimits as limits } from './rate-limit-rules';

/** Adds the emailed links' routes to the account sub-app `app` (routes.ts `authRoutes`). */
export function linkRoutes(app: Hono, deps: AppDeps): void {
  const ip = (c: Context) => callerIp(deps, c);
  const authHeaders = (c: Context, withCookie: boolean) => callerHeaders(deps, c, withCookie);

  app.post(
    '/auth/forgot-password',
    operation({
      operationId: 'requestPasswordReset',
      summary:
        'Emails a password reset link when the account exists; answers the same either way (site-and-portals.md §4 "Reset flow").',
      tag: 'auth',
      answers: {
        200: { description: 'Sent, or nothing to send: the same answer.', schema: linkSentResponseSchema },
      },
      errors: [API_ERROR_CODES.authError],
    }),
    ...validJson(forgotPasswordSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      const body = c.req.valid('json');
      await deps.rateLimits.consume([
        [limits.resetRequestIp, ip(c)],
        [limits.resetRequestEmail, body.email],
      ]);
      await requestPasswordReset(deps, body, authHeaders(c, false));
      return c.json({ status: 'sent' as const });
    },
  );

  app.post(
    '/auth/reset-password/check',
    operation({
      operationId: 'checkResetToken',
      summary:
        'Whether a password reset link can still be used: known, unused and not expired (site-and-portals.md §4 "Reset flow").',
      tag: 'auth',
      answers: { 200: { description: 'The link can be used.', schema: resetTokenValidResponseSchema } },
      errors: [API_ERROR_CODES.invalidToken],
    }),
    ...validJson(tokenSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      await deps.rateLimits.consume([[limits.tokenIp, ip(c)]]);
      await checkResetToken(deps, c.req.valid('json').token);
      return c.json({ status: 'valid' as const });
    },
  );

  app.post(
    '/auth/reset-password',
    operation({
      operationId: 'resetPassword',
      summary:
        'Sets a new password with a reset link; the link, every other reset link and every session of the account end (site-and-portals.md §4 "Reset flow").',
      tag: 'auth',
      answers: { 200: { description: 'The new password is set.', schema: passwordResetResponseSchema } },
      errors: [API_ERROR_CODES.invalidToken, API_ERROR_CODES.expired, API_ERROR_CODES.authError],
    }),
    ...validJson(resetPasswordSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      const body = c.req.valid('json');
      await deps.rateLimits.consume([[limits.tokenIp, ip(c)]]);
      await resetPassword(deps, body.token, body.newPassword);
      return c.json({ status: 'password_reset' as const });
    },
  );

  app.post(
    '/auth/confirm-email',
    operation({
      operationId: 'confirmEmail',
      summary:
        'Confirms an email address from its link and signs the account in when it has access (site-and-portals.md §4 "Program account confirmation").',
      description:
        'With `signedIn` the answer sets the cookie of a new session; without it the account is confirmed but has no access to sign in with (docs/decisions/0015).',
      tag: 'auth',
      answers: {
        200: {
          description: 'Confirmed; with `signedIn`, the new session’s cookie is set.',
          schema: confirmEmailResponseSchema,
        },
      },
      errors: [
        API_ERROR_CODES.expired,
        API_ERROR_CODES.alreadyConfirmed,
        API_ERROR_CODES.invalidToken,
        API_ERROR_CODES.authError,
      ],
    }),
    ...validJson(tokenSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      await deps.rateLimits.consume([[limits.tokenIp, ip(c)]]);
      const { signedIn, setCookies } = await confirmEmail(
        deps,
        c.req.valid('json').token,
        authHeaders(c, false),
      );
      passCookies(c, setCookies);
      return c.json({ status: 'confirmed', signedIn } satisfies ConfirmEmailResponse);
    },
  );

  app.post(
    '/auth/resend-confirmation',
    operation({
      operationId: 'resendConfirmation',
      summary:
        'Emails a fresh confirmation link when the account exists and is unconfirmed; answers the same either way (site-and-portals.md §4).',
      tag: 'auth',
      answers: {
        200: { description: 'Sent, or nothing to send: the same answer.', schema: linkSentResponseSchema },
      },
      errors: [API_ERROR_CODES.authError],
    }),
    ...validJson(resendConfirmationSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      const body = c.req.valid('json');
      await deps.rateLimits.consume([
        [limits.resendIp, ip(c)],
        [limits.resendEmail, body.email],
      ]);
      await resendConfirmation(deps, body, authHeaders(c, false));
      return c.json({ status: 'sent' as const });
    },
  );
}
