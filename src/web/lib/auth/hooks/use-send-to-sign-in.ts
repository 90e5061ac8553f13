/**
 * Sending a visitor to a sign-in page from a page or action that needs an account (site-and-portals.md §2.1 "/portal
 * is also the target that visitors are sent to when they try to enrol or open a module in the learning area (return
 * path /learning kept for after login)"; training-program.md §2 "Learning area"): the return path is stored first,
 * so the sign-in page leads back to it.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeReturnPath } from '../utils/auth-storage';

/** Where to sign in, and where to come back to. */
export interface SendToSignIn {
  /** The sign-in page, e.g. `/portal` (`LOGIN_PATHS`). */
  to: string;
  /** The path to come back to after signing in; the current page (path, query and hash) when left out. */
  returnTo?: string;
  /**
   * Replace the current history entry (a page the visitor cannot see yet, so Back skips it); by default the
   * sign-in page is pushed (an action such as 'Enroll Now', so Back returns to the page it was on).
   */
  replace?: boolean;
}

/**
 * The way to send a visitor to sign in.
 *
 * @returns `sendToSignIn({ to, returnTo?, replace? })`: stores the return path, then navigates to the sign-in page.
 */
export function useSendToSignIn(): (target: SendToSignIn) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(
    ({ to, returnTo = here, replace = false }: SendToSignIn) => {
      storeReturnPath(returnTo);
      void navigate(to, { replace });
    },
    [navigate, here],
  );
}
