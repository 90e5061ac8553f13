/**
 * Server-side authorization for API routes (site-and-portals.md §6: "a hidden button is not security"): the
 * session comes from the cookie and access is looked up fresh on every request, by the same single query as
 * `GET /api/auth/session` (session-lookup.ts).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-error';
import { apiRequestMessages as m } from '@shared/messages/api';
import { hasAccess, type AccessNeed, type SessionAccess } from '@shared/auth/session';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { documented, ERROR_CODES, SESSION_SECURITY_SCHEME } from '../http/contract';
import { sessionOf } from './session-of';

/**
 * What a guarded route can read: `c.get('user')`, with the revision of the user's learner record as the session
 * lookup read it (for the learner's pages, src/server/features/course/learner-record.ts).
 */
export interface AuthenticatedVariables {
  Variables: { user: { id: string; email: string; access: SessionAccess; learnerRevision: number } };
}

/**
 * Admits only a signed-in user who has `need` (`agent`: on approved_agents and enabled; `any`: one of the three).
 * When the session is due for its daily extension, the refreshed cookie goes out with the route's answer.
 *
 * Answers 401 `unauthorized` without a valid session and 403 `forbidden` without the access.
 */
export function requireAccess(deps: AppDeps, need: AccessNeed) {
  const guard = createMiddleware<AuthenticatedVariables>(async (c, next) => {
    const session = await sessionOf(deps, c);
    if (!session) throw new AppError(API_ERROR_CODES.unauthorized, m.signIn);
    const { access } = session;
    if (!hasAccess(access, need)) throw new AppError(API_ERROR_CODES.forbidden, m.noAccess);
    c.set('user', {
      id: session.user.id,
      email: session.user.email,
      access,
      learnerRevision: session.learnerRevision,
    });
    await next();
  });
  // The document names the caller kind as the session's role (OpenAPI 3.1 allows roles for any scheme).
  return documented(guard, {
    security: [{ [SESSION_SECURITY_SCHEME]: [need] }],
    [ERROR_CODES]: [API_ERROR_CODES.unauthorized, API_ERROR_CODES.forbidden],
  });
}

/**
 * A sub-app every route of which needs `need` (docs/decisions/0008, "access by construction"): build an area's
 * protected routes on it and mount it with `api.route('/area', app)`. A route added to it later is guarded with
 * no second list to update; the route inventory test (src/server/route-inventory.test.ts) lists what each kind of
 * caller gets.
 */
export function guardedApp(deps: AppDeps, need: AccessNeed) {
  return new Hono<AuthenticatedVariables>().use(requireAccess(deps, need));
}
