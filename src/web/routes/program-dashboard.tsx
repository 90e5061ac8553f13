/**
 * The members program's dashboard, `/program-dashboard` (training-program.md §2 item 4, §6 "Program pages
 * redirect to /program-auth when there is no session"): behind the session gate for approved artists. A signed-out
 * visitor is sent to /program-auth with this page stored as the return path, and comes back here after signing in.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { PROGRAM_TITLE, programDashboardMessages as m } from '@shared/messages/program';
import { ProgramDashboard } from '@web/features/course/components/program-dashboard';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/program-dashboard`. */
export default function ProgramDashboardPage() {
  return (
    <SessionGate
      need="artist"
      title={PROGRAM_TITLE}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {(_session, account) => <ProgramDashboard account={account} />}
    </SessionGate>
  );
}
