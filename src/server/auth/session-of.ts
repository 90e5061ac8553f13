/**
 * The one lookup of a request's session (site-and-portals.md §6): the guard (require-access.ts) and the routes that
 * read an optional session (a press kit's preview, its page) all go through {@link sessionOf}, so the refreshed
 * cookie always goes out with the answer.
 */
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { requestHeader } from '../http/response-headers';
import type { SignedInSession } from './session-lookup';

/**
 * The session of the request's cookie, or null when signed out (no cookie, a bad signature, a session that ended).
 * The `Set-Cookie` values of the lookup (a session extended for the day, or ended) are appended to the answer.
 *
 * @param deps - the app's session lookup (`deps.sessions`).
 * @param c - the request's context; its answer gets the `Set-Cookie` headers.
 */
export async function sessionOf(
  deps: Pick<AppDeps, 'sessions'>,
  c: Context,
): Promise<SignedInSession | null> {
  const { session, setCookies } = await deps.sessions.find(requestHeader(c, 'cookie'));
  for (const setCookie of setCookies) c.header('Set-Cookie', setCookie, { append: true });
  return session;
}
