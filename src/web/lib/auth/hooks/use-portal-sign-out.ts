/**
 * Signing out of a page behind a sign-in (site-and-portals.md §4 "Sign-out redirects after 0.1 s, by default to
 * /agent-portal, or to /program-auth when the current path contains /program"; §8 "Sign-out": 'Logged Out').
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@web/lib/toast';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { artistAuthMessages, sessionMessages } from '@shared/messages/auth';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';
import { useSignOut } from '../api/sign-out';
import { signOutDestination } from '../utils/auth-paths';

/**
 * Signs out, toasts 'Logged Out' and leads on after 0.1 s.
 *
 * @returns `signOut()`, whether it is running, and `leaving` (signed out, the redirect is pending) so the page can
 *   show a neutral state instead of flashing its sign-in card.
 */
export function usePortalSignOut() {
  const mutation = useSignOut();
  const { pathname } = useLocation();
  const redirect = useDelayedNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toast.error(sessionMessages.signOutFailed.title, {
        description: error instanceof Error ? error.message : sessionMessages.signOutFailed.text,
      });
      return;
    }
    setLeaving(true);
    const { loggedOut } = artistAuthMessages;
    toast.success(loggedOut.title, { description: loggedOut.text });
    redirect(signOutDestination(pathname), REDIRECT_DELAY_MS.signOut, { replace: false });
  };

  return { signOut, signingOut: mutation.isPending, leaving };
}
