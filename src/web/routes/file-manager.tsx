/**
 * The file manager, `/file-manager` (training-program.md §2 item 7, §6 "Program pages redirect to /program-auth
 * when there is no session"): behind the session gate for approved artists. A signed-out visitor is sent to
 * /program-auth with this page kept as the return path.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { fileManagerMessages as m } from '@shared/messages/admin';
import { FileManagerPage } from '@web/features/file-manager/components/file-manager-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/file-manager`. */
export default function FileManagerRoute() {
  return (
    <SessionGate
      need="artist"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <FileManagerPage />}
    </SessionGate>
  );
}
