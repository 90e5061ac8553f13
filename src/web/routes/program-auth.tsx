/**
 * Program sign-in and sign-up (training-program.md §2 item 3, §4, §5, §8): an existing session goes straight
 * to /program-dashboard; a sign-in goes to the stored return path, else /program-dashboard, after 0.5 s
 * (site-and-portals.md §9). `?reset=success` (after a password reset, §4 "Reset flow") shows a notice.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { PROGRAM_HOME_PATH } from '@web/features/auth/auth-paths';
import { takeReturnPath } from '@web/features/auth/auth-storage';
import { AuthLoading, AuthLoadError } from '@web/features/auth/components/auth-status';
import { useAuthSession } from '@web/features/auth/use-auth-session';
import { ProgramAuthCard } from '@web/features/program-auth/components/program-auth-card';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';

/** The notice after a password reset (our wording). */
const RESET_SUCCESS_NOTICE = 'Your password has been updated. Sign in with your new password.';

/** `/program-auth`. */
export default function ProgramAuthPage() {
  const session = useAuthSession();
  const [searchParams] = useSearchParams();
  const redirect = useDelayedNavigate();
  /** Set once this page starts a sign-in: the session that follows is not an "existing" one. */
  const [signingIn, setSigningIn] = useState(false);

  const handleSignedIn = () => {
    redirect(takeReturnPath() ?? PROGRAM_HOME_PATH, REDIRECT_DELAY_MS.postLogin);
  };

  if (!signingIn) {
    if (session.data === undefined) {
      if (session.isError)
        return (
          <AuthLoadError
            title="Artist Development Program"
            onRetry={() => void session.refetch()}
            retrying={session.isFetching}
          />
        );
      return <AuthLoading />;
    }
    if (session.data) return <Navigate to={PROGRAM_HOME_PATH} replace />;
  }

  return (
    <ProgramAuthCard
      notice={searchParams.get('reset') === 'success' ? RESET_SUCCESS_NOTICE : undefined}
      onSignInStart={() => setSigningIn(true)}
      onSignedIn={handleSignedIn}
    />
  );
}
