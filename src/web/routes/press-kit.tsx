/**
 * The learner's press-kit editor, `/press-kit` (issue "Press kits and feedback on tracks" item 1): behind the
 * session gate for approved artists; signed out, the visitor is sent to /program-auth, the return path kept.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import { PressKitEditorPage } from '@web/features/press-kits/components/press-kit-editor-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/press-kit`. */
export default function PressKitRoute() {
  return (
    <SessionGate
      need="artist"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <PressKitEditorPage />}
    </SessionGate>
  );
}
