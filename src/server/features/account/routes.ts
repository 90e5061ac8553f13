/**
 * The account API (issue "One course, one record per learner, and completion that means something" item 6;
 * docs/decisions/0015): a guarded sub-app at `/account` for any account a portal still admits (an approved artist
 * or agent, or an admin; 401 without a session, 403 without access).
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET /account | | `{ account }`: name (as certificates print it), stage name, email, organisation |
 * | PATCH /account | name?, stageName?, organisation? | `{ account }` as saved; 400 with field messages |
 * | POST /account/password | currentPassword, newPassword | `{ status: 'password_changed' }` + the new session's cookie; 400 with field messages (a wrong current password on `currentPassword`); 429 past the limit |
 *
 * Bodies are validated with the shared schemas (src/shared/schemas/account.ts).
 */
import type { Context } from 'hono';
import { ACCOUNT_BODY_MAX_BYTES } from '@shared/limits/account';
import {
  accountPatchSchema,
  accountResponseSchema,
  passwordChangedSchema,
  passwordChangeSchema,
} from '@shared/schemas/account';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { operation, validJson } from '../../http/contract';
import type { RateLimitRule } from '../../http/rate-limit';
import { requestHeader } from '../../http/response-headers';
import { certificateIssuer, issueProgramCertificateIfComplete } from '../certificates/service';
import { changePassword, getAccount, updateAccount } from './service';

/**
 * Password changes per account: each one checks the current password, so the limit bounds guessing with a stolen
 * session (our number, docs/decisions/0015).
 */
export const passwordChangeLimit: RateLimitRule = {
  name: 'password-change:user',
  points: 10,
  durationSeconds: 15 * 60,
};

/** `/account` (any account with access). */
export function accountRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;

  /** Headers for better-auth: the session cookie, the user agent and our client IP (stored with a new session). */
  function authHeaders(c: Context): Headers {
    const headers = new Headers({ cookie: requestHeader(c, 'cookie') ?? '' });
    const userAgent = requestHeader(c, 'user-agent');
    if (userAgent) headers.set('user-agent', userAgent);
    headers.set(CLIENT_IP_HEADER, clientIp(c, deps.env.TRUST_PROXY));
    return headers;
  }

  const issuer = certificateIssuer(deps);

  app.get(
    '/',
    operation({
      operationId: 'getAccount',
      summary:
        'The signed-in person’s account: the name certificates print, the stage name, the organisation and the email.',
      tag: 'account',
      answers: { 200: { description: 'The account.', schema: accountResponseSchema } },
    }),
    async (c) => c.json({ account: await getAccount(db, c.get('user').id) }),
  );

  app.patch(
    '/',
    operation({
      operationId: 'updateAccount',
      summary:
        'Saves the name certificates print, the stage name and the organisation; a field left out stays as it is (docs/decisions/0015).',
      description:
        'A learner who completed the program without a name gets the program certificate once they set one (docs/decisions/0013).',
      tag: 'account',
      answers: { 200: { description: 'The account as saved.', schema: accountResponseSchema } },
    }),
    ...validJson(accountPatchSchema, ACCOUNT_BODY_MAX_BYTES),
    async (c) => {
      const account = await updateAccount(db, c.get('user').id, c.req.valid('json'));
      // A learner who completed the program without a name gets the certificate once they set one (decision 0013).
      if (account.name) await issueProgramCertificateIfComplete(db, c.get('user').id, issuer);
      return c.json({ account });
    },
  );

  app.post(
    '/password',
    operation({
      operationId: 'changePassword',
      summary:
        'Changes the password, checking the current one; the session cookie is replaced with a new one (docs/decisions/0015).',
      description:
        'A wrong current password is a 400 `validation_failed` on `currentPassword`. Limited per account (429).',
      tag: 'account',
      answers: {
        200: {
          description: 'The password is changed; the new session’s cookie is set.',
          schema: passwordChangedSchema,
        },
      },
    }),
    ...validJson(passwordChangeSchema, ACCOUNT_BODY_MAX_BYTES),
    async (c) => {
      await deps.rateLimits.consume([[passwordChangeLimit, c.get('user').id]]);
      const { setCookies } = await changePassword(deps, c.req.valid('json'), authHeaders(c));
      for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ status: 'password_changed' as const });
    },
  );

  return app;
}
