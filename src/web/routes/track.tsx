/**
 * A track, `/tracks/{trackId}` (docs/decisions/0022): behind the session gate for any account with access; the
 * server decides who sees the track (anyone else gets the not-found state). Signed out, the visitor is sent to
 * /program-auth, the return path kept.
 */
import { useParams } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { trackPageMessages as m } from '@shared/messages/track-pages';
import { TrackPage } from '@web/features/tracks/components/track-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/tracks/:trackId`. */
export default function TrackRoute() {
  const { trackId = '' } = useParams();
  return (
    <SessionGate
      need="any"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <TrackPage key={trackId} trackId={trackId} />}
    </SessionGate>
  );
}
