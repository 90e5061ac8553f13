/**
 * A module of the members program, `/program-module/{moduleId}` (training-program.md §2 item 5, §6 "Program pages
 * redirect to /program-auth when there is no session"): behind the session gate for approved artists. A signed-out
 * visitor is sent to /program-auth with this page stored as the return path, and comes back here after signing in.
 */
import { useParams } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { courseMessages } from '@shared/messages/learning';
import { PROGRAM_TITLE } from '@shared/messages/program';
import { ProgramModulePage } from '@web/features/course/components/program-module-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/program-module/:moduleId`. */
export default function ProgramModuleRoute() {
  const { moduleId = '' } = useParams();
  return (
    <SessionGate
      need="artist"
      title={PROGRAM_TITLE}
      loadingLabel={courseMessages.modulePage.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <ProgramModulePage key={moduleId} moduleId={moduleId} />}
    </SessionGate>
  );
}
