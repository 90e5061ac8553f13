/**
 * A module of the learning area, `/learning/module/{moduleId}` (training-program.md §2 "Learning area": "Not signed
 * in: redirect to /portal"; site-and-portals.md §2.1): behind the session gate for approved artists. A signed-out
 * visitor is sent to /portal with this page stored as the return path, and comes back here after signing in.
 */
import { useParams } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { courseMessages } from '@shared/messages/learning';
import { LearningModulePage as ModulePage } from '@web/features/course/components/learning-module-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/learning/module/:moduleId`. */
export default function LearningModulePage() {
  const { moduleId = '' } = useParams();
  return (
    <SessionGate
      need="artist"
      title={courseMessages.modulePage.notFound}
      loadingLabel={courseMessages.modulePage.loading}
      signIn={{ redirectTo: LOGIN_PATHS.artist }}
    >
      {() => <ModulePage key={moduleId} moduleId={moduleId} />}
    </SessionGate>
  );
}
