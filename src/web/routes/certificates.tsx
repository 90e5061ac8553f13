/**
 * /certificates (training-program.md §2 item 9; §2 "Programs pages ... redirect to /program-auth when there is no
 * session"): behind the session gate for approved artists, the return path kept.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { certificateMessages as m } from '@shared/messages/certificates';
import { CertificatesPage } from '@web/features/certificates/components/certificates-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/certificates`. */
export default function CertificatesRoute() {
  return (
    <SessionGate
      need="artist"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <CertificatesPage />}
    </SessionGate>
  );
}
