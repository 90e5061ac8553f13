/**
 * The account API (site-and-portals.md §7 "Auth …" calls and the RPCs is_artist_approved / is_agent_approved):
 *
 * | route | body | answer |
 * |---|---|---|
 * | POST /auth/sign-up | email, password, portal | 200 `{ status: 'confirmation_sent' }` |
 * | POST /auth/sign-in | email, password, portal | 200 `{ session }` + cookie |
 * | POST /auth/sign-out | `{}` | 200 `{ status: 'signed_out' }`, cookie cleared |
 * | GET /auth/session | | 200 `{ session }` (null when signed out) |
 * | POST /auth/forgot-password | email, portal | 200 `{ status: 'sent' }` whether or not the account exists |
 * | POST /auth/reset-password/check | token | 200 `{ status: 'valid' }` |
 * | POST /auth/reset-password | token, newPassword | 200 `{ status: 'password_reset' }` |
 * | POST /auth/confirm-email | token | 200 `{ status: 'confirmed', signedIn }` + the new session's cookie when signed in |
 * | POST /auth/resend-confirmation | email, portal | 200 `{ status: 'sent' }` whether or not the account exists |
 * | POST /rpc/is_artist_approved, /rpc/is_agent_approved | p_email | 200 `{ approved }` |
 *
 * Every body is validated with the shared schema (400 with field errors); every route that takes an email or a
 * token is rate limited per IP, and per email where there is one (429 with `Retry-After`); sign-in per email and
 * IP pair, with a looser limit per email (rate-limit-rules.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  approvalQuerySchema,
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
  type ConfirmEmailResponse,
} from '@shared/schemas/auth';
import { isApproved, type AllowList } from '../../auth/access';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { jsonBody } from '../../http/json-body';
import { authRateLimits as limits } from './rate-limit-rules';
import * as service from './service';
import { requestHeader } from '../../http/response-headers';

/** Largest account request body, in bytes: a long email and password fit many times over. */
export const MAX_AUTH_BODY_BYTES = 8 * 1024;

export function authRoutes(deps: AppDeps) {
  const app = new Hono();
  const ip = (c: Context) => clientIp(c, deps.env.TRUST_PROXY);

  /** Headers for better-auth: the cookie (when the call acts on the session), the user agent and our client IP. */
  function authHeaders(c: Context, withCookie: boolean): Headers {
    const headers = new Headers();
    const cookie = requestHeader(c, 'cookie');
    if (withCookie && cookie) headers.set('cookie', cookie);
    const userAgent = requestHeader(c, 'user-agent');
    if (userAgent) headers.set('user-agent', userAgent);
    headers.set(CLIENT_IP_HEADER, ip(c));
    return headers;
  }

  /** Passes better-auth's cookies on (an API answer is never stored: app.ts). */
  function passCookies(c: Context, setCookies: string[]) {
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
  }

  app.post('/auth/sign-up', ...jsonBody(signUpSchema, MAX_AUTH_BODY_BYTES), async (c) => {
    const body = c.get('body');
    await deps.rateLimits.consume([
      [limits.signUpIp, ip(c)],
      [limits.signUpEmail, body.email],
    ]);
    await service.signUp(deps, body, authHeaders(c, false));
    return c.json({ status: 'confirmation_sent' });
  });

  app.post('/auth/sign-in', ...jsonBody(signInSchema, MAX_AUTH_BODY_BYTES), async (c) => {
    const body = c.get('body');
    const pair = `${body.email} ${ip(c)}`;
    await deps.rateLimits.consume([
      [limits.signInIp, ip(c)],
      [limits.signInEmailIp, pair],
    ]);
    // Counted only once the address's own limits let the attempt through: one address cannot use it up.
    await deps.rateLimits.consume([[limits.signInEmail, body.email]]);
    const result = await service.signIn(deps, body, authHeaders(c, false));
    // The right password: this pair starts afresh and the email's looser count gets its point back.
    await deps.rateLimits.clear([[limits.signInEmailIp, pair]]);
    await deps.rateLimits.refund([[limits.signInEmail, body.email]]);
    passCookies(c, result.setCookies);
    return c.json({ session: result.body });
  });

  app.post('/auth/sign-out', ...jsonBody(z.strictObject({}), MAX_AUTH_BODY_BYTES), async (c) => {
    const result = await service.signOut(deps, authHeaders(c, true));
    passCookies(c, result.setCookies);
    return c.json({ status: 'signed_out' });
  });

  app.get('/auth/session', async (c) => {
    const result = await service.currentSession(deps, requestHeader(c, 'cookie'), () => authHeaders(c, true));
    passCookies(c, result.setCookies);
    return c.json({ session: result.body });
  });

  app.post('/auth/forgot-password', ...jsonBody(forgotPasswordSchema, MAX_AUTH_BODY_BYTES), async (c) => {
    const body = c.get('body');
    await deps.rateLimits.consume([
      [limits.resetRequestIp, ip(c)],
      [limits.resetRequestEmail, body.email],
    ]);
    await service.requestPasswordReset(deps, body, authHeaders(c, false));
    return c.json({ status: 'sent' });
  });

  app.post('/auth/reset-password/check', ...jsonBody(tokenSchema, MAX_AUTH_BODY_BYTES), async (c) => {
    await deps.rateLimits.consume([[limits.tokenIp, ip(c)]]);
    await service.checkResetToken(deps, c.get('body').token);
    return c.json({ status: 'valid' });
  });

  app.post('/auth/reset-password', ...jsonBody(resetPasswordSchema, MAX_AUTH_BODY_BYTES), async (c) => {
    const body = c.get('body');
    await deps.rateLimits.consume([[limits.tokenIp, ip(c)]]);
    await service.resetPassword(deps, body.token, body.newPassword);
    return c.json({ status: 'password_reset' });
  });

  app.post('/auth/confirm-email', ...jsonBody(tokenSchema, MAX_AUTH_BODY_BYTES), async (c) => {
    await deps.rateLimits.consume([[limits.tokenIp, ip(c)]]);
    const { signedIn, setCookies } = await service.confirmEmail(
      deps,
      c.get('body').token,
      authHeaders(c, false),
    );
    passCookies(c, setCookies);
    return c.json({ status: 'confirmed', signedIn } satisfies ConfirmEmailResponse);
  });

  app.post(
    '/auth/resend-confirmation',
    ...jsonBody(resendConfirmationSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      const body = c.get('body');
      await deps.rateLimits.consume([
        [limits.resendIp, ip(c)],
        [limits.resendEmail, body.email],
      ]);
      await service.resendConfirmation(deps, body, authHeaders(c, false));
      return c.json({ status: 'sent' });
    },
  );

  for (const [path, list] of [
    ['/rpc/is_artist_approved', 'artist'],
    ['/rpc/is_agent_approved', 'agent'],
  ] as [string, AllowList][]) {
    app.post(path, ...jsonBody(approvalQuerySchema, MAX_AUTH_BODY_BYTES), async (c) => {
      await deps.rateLimits.consume([[limits.approvalIp, ip(c)]]);
      return c.json({ approved: await isApproved(deps.database.db, list, c.get('body').p_email) });
    });
  }

  return app;
}
