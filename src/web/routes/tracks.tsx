/**
 * The learner's tracks, `/tracks` (docs/decisions/0022): behind the session gate for an approved artist; signed out,
 * the visitor is sent to /program-auth, the return path kept.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { TracksPage } from '@web/features/tracks/components/tracks-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/tracks`. */
export default function TracksRoute() {
  return (
    <SessionGate
      need="artist"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <TracksPage />}
    </SessionGate>
  );
}
