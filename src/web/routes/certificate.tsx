/**
 * The printable certificate, `/certificates/{certificateId}` (training-program.md §2 item 9 "View opens a new
 * browser window with a printable certificate page"): behind the session gate; only the owner's certificates load.
 */
import { useParams } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { certificateMessages as m } from '@shared/messages/certificates';
import { PrintableCertificate } from '@web/features/certificates/components/printable-certificate';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/certificates/:certificateId`. */
export default function CertificateRoute() {
  const { certificateId = '' } = useParams();
  return (
    <SessionGate
      need="artist"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <PrintableCertificate key={certificateId} certificateId={certificateId} />}
    </SessionGate>
  );
}
