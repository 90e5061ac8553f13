/**
 * Server-side authorization for API routes (site-and-portals.md §6: "a hidden button is not security"): the
 * session comes from the cookie and access is looked up fresh on every request.
 */
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SessionAccess } from '@shared/auth/session';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { accessFor } from './access';

/** What a guarded route can read: `c.get('user')`. */
export interface AuthenticatedVariables {
  Variables: { user: { id: string; email: string; access: SessionAccess } };
}

/**
 * Admits only a signed-in user who has `need` (`agent`: on approved_agents and enabled).
 *
 * Answers 401 `unauthorized` without a valid session and 403 `forbidden` without the access.
 */
export function requireAccess(deps: AppDeps, need: keyof SessionAccess) {
  return createMiddleware<AuthenticatedVariables>(async (c, next) => {
    const cookie = c.req.header('cookie');
    const session = cookie ? await deps.auth.api.getSession({ headers: new Headers({ cookie }) }) : null;
    if (!session) throw new AppError(401, API_ERROR_CODES.unauthorized, 'Please sign in.');
    const access = await accessFor(deps.database.db, session.user);
    if (!access[need]) throw new AppError(403, API_ERROR_CODES.forbidden, 'You do not have access to this.');
    c.set('user', { id: session.user.id, email: session.user.email, access });
    await next();
  });
}
