/**
 * The callback step of the reset flow (site-and-portals.md §4 "Reset flow"): the emailed token is checked
 * without being used. A usable token is kept for the reset-password page (never left in the URL); an unusable one
 * leads to the reset-error page with reason `invalid`. A failure to reach the server can be retried.
 */
import { useQuery } from '@tanstack/react-query';
import { Loader2, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ResetPortal } from '@shared/auth/portals';
import { resetMessages, resetPageMessages } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import { checkResetToken } from '@web/lib/auth/api/check-reset-token';
import { storeResetToken } from '@web/lib/auth/utils/auth-storage';
import { isInvalidToken, resetErrorPath, resetFailureMessage } from '../utils/reset-errors';
import { AuthLoading } from '@web/lib/auth/components/auth-status';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { ResetCard } from './reset-card';

export interface ResetLinkCheckProps {
  portal: ResetPortal;
  /** The token from the link. */
  token: string;
  /** Runs once the token is known good and stored; usually navigates to the reset-password form. */
  onValid: () => void;
}

/** Checks a reset link's token, showing a loading state, then hands over to `onValid` or the reset-error page. */
export function ResetLinkCheck({ portal, token, onValid }: ResetLinkCheckProps) {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['auth', 'reset-token-check', token],
    queryFn: async () => {
      await checkResetToken(token);
      return true;
    },
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const handled = useRef(false);
  const onValidRef = useRef(onValid);
  useEffect(() => {
    onValidRef.current = onValid;
  });

  useEffect(() => {
    if (handled.current) return;
    if (check.isSuccess) {
      handled.current = true;
      storeResetToken(token);
      onValidRef.current();
    } else if (check.isError && isInvalidToken(check.error)) {
      handled.current = true;
      void navigate(resetErrorPath(portal, 'invalid'), { replace: true });
    }
  }, [check.isSuccess, check.isError, check.error, token, portal, navigate]);

  if (check.isError && !isInvalidToken(check.error)) {
    return (
      <ResetCard
        icon={ShieldAlert}
        tone="error"
        title={resetPageMessages.checkFailedTitle}
        description={resetPageMessages.checkFailedDescription}
        focusHeading
      >
        <FormMessage tone="error">{resetFailureMessage(check.error)}</FormMessage>
        <Button type="button" onClick={() => void check.refetch()} disabled={check.isFetching}>
          {check.isFetching && <Loader2 className="animate-spin" aria-hidden />}
          {resetMessages.tryAgain}
        </Button>
      </ResetCard>
    );
  }

  return <AuthLoading label={resetPageMessages.verifying} />;
}
