/**
 * The session as portal pages use it (site-and-portals.md §4 "A token-refresh event with no session is treated as
 * a lost session"): when a session that existed is gone on a later check, stored auth state is cleared and the
 * page shows its signed-out view.
 */
import { useEffect, useRef } from 'react';
import { useSession } from '../api/get-session';
import { clearStoredAuthState } from '../utils/auth-storage';

/** The session query (see `useSession`), clearing stored auth state when a session that existed is gone. */
export function useAuthSession() {
  const query = useSession();
  const hadSession = useRef(false);
  useEffect(() => {
    if (query.data) hadSession.current = true;
    else if (query.data === null && hadSession.current) {
      hadSession.current = false;
      clearStoredAuthState();
    }
  }, [query.data]);
  return query;
}
