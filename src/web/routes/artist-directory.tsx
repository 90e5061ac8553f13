/**
 * The artist directory, `/artist-directory` (training-program.md §2 item 8; §2 "Programs pages ... redirect to
 * /program-auth when there is no session"): behind the session gate for approved artists, the return path kept.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { directoryMessages as m } from '@shared/messages/directory';
import { DirectoryPage } from '@web/features/artist-directory/components/directory-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/artist-directory`. */
export default function ArtistDirectoryPage() {
  return (
    <SessionGate
      need="artist"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <DirectoryPage />}
    </SessionGate>
  );
}
