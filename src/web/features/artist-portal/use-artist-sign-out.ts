/**
 * Sign-out from the artist portal (site-and-portals.md §4 "Sign-out redirects after 0.1 s, by default to
 * /agent-portal, or to /program-auth when the current path contains /program"; §8 'Logged Out').
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { artistAuthMessages as m } from '@shared/auth-messages';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { signOutDestination } from '@web/features/auth/auth-paths';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';

/**
 * Returns `signOut()`, whether it is running, and `leaving` (signed out, the redirect is pending) so the page
 * can show a neutral state instead of flashing the sign-in form.
 */
export function useArtistSignOut() {
  const mutation = useSignOut();
  const { pathname } = useLocation();
  const redirect = useDelayedNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toast.error('Sign Out Failed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
      return;
    }
    setLeaving(true);
    toast.success(m.loggedOut.title, { description: m.loggedOut.text });
    redirect(signOutDestination(pathname), REDIRECT_DELAY_MS.signOut, { replace: false });
  };

  return { signOut, signingOut: mutation.isPending, leaving };
}
