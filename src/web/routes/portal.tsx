/**
 * The artist portal (site-and-portals.md §2.5, §4 "Artist portal login", §5, §8): the sign-in / create-account
 * card when signed out; the greeting, sign-out and the five link cards when signed in as an approved artist.
 * A sign-in goes on to the stored return path after 0.5 s, if there is one.
 */
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { ArtistAccessDenied } from '@web/features/artist-portal/components/artist-access-denied';
import { ArtistDashboard } from '@web/features/artist-portal/components/artist-dashboard';
import { ArtistLoginCard } from '@web/features/artist-portal/components/artist-login-card';
import { useArtistSignOut } from '@web/features/artist-portal/use-artist-sign-out';
import { takeReturnPath } from '@web/features/auth/auth-storage';
import { AuthLoading, AuthLoadError } from '@web/features/auth/components/auth-status';
import { useAuthSession } from '@web/features/auth/use-auth-session';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';

/** `/portal` (§2.5). */
export default function PortalPage() {
  const session = useAuthSession();
  const redirect = useDelayedNavigate();
  const { signOut, signingOut, leaving } = useArtistSignOut();

  const handleSignedIn = () => {
    const returnPath = takeReturnPath();
    if (returnPath) redirect(returnPath, REDIRECT_DELAY_MS.postLogin, { replace: false });
  };

  if (leaving) return <AuthLoading label="Signing out..." />;
  if (session.data === undefined) {
    if (session.isError)
      return (
        <AuthLoadError
          title="Artist Portal"
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      );
    return <AuthLoading label="Loading the artist portal..." />;
  }
  if (session.data === null) return <ArtistLoginCard onSignedIn={handleSignedIn} />;
  if (!session.data.access.artist)
    return (
      <ArtistAccessDenied
        email={session.data.user.email}
        onSignOut={() => void signOut()}
        signingOut={signingOut}
      />
    );
  return <ArtistDashboard session={session.data} onSignOut={() => void signOut()} signingOut={signingOut} />;
}
