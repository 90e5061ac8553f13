/**
 * The tracks to give feedback on, `/feedback` (docs/decisions/0022): behind the session gate for any account with
 * access (the server lists what each may review: every learner's tracks for mentors and admins). Signed out, the
 * visitor is sent to /program-auth, the return path kept.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { feedbackPageMessages as m } from '@shared/messages/track-pages';
import { FeedbackPage } from '@web/features/tracks/components/feedback-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/feedback`. */
export default function FeedbackRoute() {
  return (
    <SessionGate
      need="any"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <FeedbackPage />}
    </SessionGate>
  );
}
