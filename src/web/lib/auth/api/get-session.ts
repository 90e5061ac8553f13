/**
 * The current session (site-and-portals.md §7 "get session"; §3 "Session/user"): `GET /api/auth/session`.
 * Kept in the query cache under {@link sessionQueryKey}; sign-in and sign-out write it directly.
 */
import { useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionInfo } from '@shared/auth/session';
import { answerOf, api } from '@web/lib/api-client';

/** The query key of the session; sign-in and sign-out write it directly. */
export const sessionQueryKey = ['auth', 'session'] as const;

/** How often an open portal page checks that its session still exists, in ms. */
const SESSION_RECHECK_MS = 5 * 60_000;

/**
 * Reads the session.
 *
 * @returns the session, or null when signed out.
 * @throws {ApiError} on a server or network failure.
 */
async function getSession(): Promise<SessionInfo | null> {
  return (await answerOf(api.GET('/auth/session'), sessionResponseSchema)).session;
}

/** The session query: rechecked on focus and every {@link SESSION_RECHECK_MS} (the §4 "token refresh"). */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: SESSION_RECHECK_MS,
  });
}
