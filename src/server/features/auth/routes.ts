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
 * IP pair, with a looser limit per email (rate-limit-rules.ts). The emailed links' routes (forgot-password to
 * resend-confirmation) are added to the same sub-app by link-routes.ts; the calls to better-auth take their headers
 * and pass its cookies on through caller.ts.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import { sessionResponseSchema, signInResponseSchema } from '@shared/auth/session';
import {
  approvalQuerySchema,
  approvalResponseSchema,
  signInSchema,
  signOutResponseSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@shared/schemas/auth';
import { isApproved, type AllowList } from '../../auth/access';
import type { AppDeps } from '../../deps';
import { operation, validJson } from '../../http/contract';
import { requestHeader } from '../../http/response-headers';
import { callerHeaders, callerIp, MAX_AUTH_BODY_BYTES, passCookies } from './caller';
import { linkRoutes } from './link-routes';
import { authRateLimits as limits } from './rate-limit-rules';
import * as service from './service';

/** The approval RPCs (§7 is_artist_approved / is_agent_approved): path, allow-list and operation id. */
const APPROVAL_RPCS: readonly [path: string, list: AllowList, operationId: string][] = [
  ['/rpc/is_artist_approved', 'artist', 'isArtistApproved'],
  ['/rpc/is_agent_approved', 'agent', 'isAgentApproved'],
];

/** The account API: sign-up, sign-in, sign-out, the session, the emailed links' routes and the approval RPCs. */
export function authRoutes(deps: AppDeps) {
  const app = new Hono();
  const ip = (c: Context) => callerIp(deps, c);
  const authHeaders = (c: Context, withCookie: boolean) => callerHeaders(deps, c, withCookie);

  app.post(
    '/auth/sign-up',
    operation({
      operationId: 'signUp',
      summary:
        'Creates an account for an email on the portal’s allow-list and emails its confirmation link (site-and-portals.md §4, §5).',
      description:
        'An approved email that already has an account gets the same answer (its owner is emailed instead), so the answer never says whether an account exists.',
      tag: 'auth',
      answers: {
        200: { description: 'The confirmation link is on its way.', schema: signUpResponseSchema },
      },
      errors: [API_ERROR_CODES.notApproved, API_ERROR_CODES.authError],
    }),
    ...validJson(signUpSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      const body = c.req.valid('json');
      await deps.rateLimits.consume([
        [limits.signUpIp, ip(c)],
        [limits.signUpEmail, body.email],
      ]);
      await service.signUp(deps, body, authHeaders(c, false));
      return c.json({ status: 'confirmation_sent' as const });
    },
  );

  app.post(
    '/auth/sign-in',
    operation({
      operationId: 'signIn',
      summary:
        'Signs in with email and password on a portal and sets the session cookie (site-and-portals.md §4).',
      description:
        'Answers the new session and sets its cookie (`Set-Cookie`). A person who is not enabled on the portal’s allow-list gets no session.',
      tag: 'auth',
      answers: {
        200: { description: 'The new session; its cookie is set.', schema: signInResponseSchema },
      },
      errors: [
        API_ERROR_CODES.invalidCredentials,
        API_ERROR_CODES.emailNotVerified,
        API_ERROR_CODES.accountDisabled,
        API_ERROR_CODES.accessDenied,
        API_ERROR_CODES.authError,
      ],
    }),
    ...validJson(signInSchema, MAX_AUTH_BODY_BYTES),
    async (c) => {
      const body = c.req.valid('json');
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
    },
  );

  app.post(
    '/auth/sign-out',
    operation({
      operationId: 'signOut',
      summary:
        'Ends this session and clears its cookie; fine when already signed out (site-and-portals.md §7).',
      tag: 'auth',
      answers: {
        200: { description: 'Signed out; the session cookie is cleared.', schema: signOutResponseSchema },
      },
      errors: [API_ERROR_CODES.authError],
    }),
    ...validJson(z.strictObject({}), MAX_AUTH_BODY_BYTES),
    async (c) => {
      const result = await service.signOut(deps, authHeaders(c, true));
      passCookies(c, result.setCookies);
      return c.json({ status: 'signed_out' as const });
    },
  );

  app.get(
    '/auth/session',
    operation({
      operationId: 'getSession',
      summary:
        'Who is signed in, what they may do and until when, read fresh (site-and-portals.md §7 "get session").',
      description:
        'May extend the session and refresh its cookie once a day, or clear the cookie of a session that ended.',
      tag: 'auth',
      answers: {
        200: { description: 'The session, or null when signed out.', schema: sessionResponseSchema },
      },
    }),
    async (c) => {
      const result = await service.currentSession(deps, requestHeader(c, 'cookie'), () =>
        authHeaders(c, true),
      );
      passCookies(c, result.setCookies);
      return c.json({ session: result.body });
    },
  );

  // The emailed links' routes (link-routes.ts), in the sub-app's order.
  linkRoutes(app, deps);

  for (const [path, list, operationId] of APPROVAL_RPCS) {
    app.post(
      path,
      operation({
        operationId,
        summary: `Whether an email is enabled on the approved ${list}s list (site-and-portals.md §7 ${path.slice('/rpc/'.length)}).`,
        tag: 'auth',
        answers: { 200: { description: 'Whether the email is approved.', schema: approvalResponseSchema } },
      }),
      ...validJson(approvalQuerySchema, MAX_AUTH_BODY_BYTES),
      async (c) => {
        await deps.rateLimits.consume([[limits.approvalIp, ip(c)]]);
        return c.json({ approved: await isApproved(deps.database.db, list, c.req.valid('json').p_email) });
      },
    );
  }

  return app;
}
