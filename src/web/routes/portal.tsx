/**
 * The artist portal (site-and-portals.md §2.5, §4 "Artist portal login", §5, §8): behind the session gate, the
 * sign-in / create-account card when signed out; the greeting, sign-out and the five link cards when signed in as
 * an approved artist; 'Access Denied' for any other account. A sign-in goes on to the stored return path after
 * 0.5 s, if there is one (e.g. the page that sent the visitor here).
 */
import { artistPortalMessages, sessionMessages } from '@shared/messages/auth';
import { ArtistDashboard } from '@web/features/artist-portal/components/artist-dashboard';
import { ArtistLoginCard } from '@web/features/artist-portal/components/artist-login-card';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/portal` (§2.5). */
export default function PortalPage() {
  return (
    <SessionGate
      need="artist"
      title={artistPortalMessages.title}
      loadingLabel={sessionMessages.portalLoading.artist}
      signIn={{ card: ({ onSignedIn }) => <ArtistLoginCard onSignedIn={onSignedIn} /> }}
    >
      {(session, { signOut, signingOut }) => (
        <ArtistDashboard session={session} onSignOut={signOut} signingOut={signingOut} />
      )}
    </SessionGate>
  );
}
