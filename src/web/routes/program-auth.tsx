/**
 * Program sign-in and sign-up (training-program.md §2 item 3, §4, §5, §8): behind the session gate, an existing
 * session goes straight to /program-dashboard; a sign-in goes to the stored return path, else /program-dashboard,
 * after 0.5 s (site-and-portals.md §9), the card staying until then. `?reset=success` (after a password reset, §4
 * "Reset flow") and `?confirmed=1` (a confirmation link that could not sign in, docs/decisions/0015) show a notice.
 * `?mode=sign-up` opens the card in sign-up mode and `?email=…` fills in the email (the invitation of an approved
 * applicant, issue "Staff operations" item 2).
 */
import { Navigate, useSearchParams } from 'react-router';
import { CONFIRMED_NOTICE, RESET_SUCCESS_NOTICE } from '@shared/messages/auth';
import { PROGRAM_TITLE } from '@shared/messages/program';
import { ProgramAuthCard } from '@web/features/program-auth/components/program-auth-card';
import { programAuthStart } from '@web/features/program-auth/utils/program-auth-address';
import { SessionGate } from '@web/lib/auth/components/session-gate';
import { cameFromConfirmation, PROGRAM_HOME_PATH } from '@web/lib/auth/utils/auth-paths';

/** `/program-auth`. */
export default function ProgramAuthPage() {
  const [searchParams] = useSearchParams();
  const notice =
    searchParams.get('reset') === 'success'
      ? RESET_SUCCESS_NOTICE
      : cameFromConfirmation(searchParams)
        ? CONFIRMED_NOTICE
        : undefined;
  const start = programAuthStart(searchParams);
  return (
    <SessionGate
      need="signed-in"
      title={PROGRAM_TITLE}
      signIn={{
        card: ({ onSignInStart, onSignedIn }) => (
          <ProgramAuthCard
            notice={notice}
            onSignInStart={onSignInStart}
            onSignedIn={onSignedIn}
            initialMode={start.mode}
            initialEmail={start.email}
          />
        ),
        next: PROGRAM_HOME_PATH,
      }}
    >
      {() => <Navigate to={PROGRAM_HOME_PATH} replace />}
    </SessionGate>
  );
}
