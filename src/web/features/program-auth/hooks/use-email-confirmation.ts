/**
 * Program account confirmation (site-and-portals.md §4 "Program account confirmation", §8 "Program confirmation
 * errors"): loading, then confirmed (signed in or not, docs/decisions/0015) or failed. The request is sent once per
 * page, also under React StrictMode (whose doubled effects would otherwise use the one-time token twice and report
 * 'already confirmed'). A confirmation that signed in resets the session query, so the next page reads the new
 * session rather than a signed-out answer read before.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API_ERROR_CODES } from '@shared/api-error';
import { confirmEmail } from '@web/lib/auth/api/confirm-email';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { ApiError } from '@web/lib/api-client';

/** Why a confirmation failed, as far as the page explains it. */
type ConfirmationFailure = 'expired' | 'already_confirmed' | 'generic';

export type ConfirmationState =
  | { status: 'loading' }
  | { status: 'confirmed'; signedIn: boolean }
  | { status: 'failed'; reason: ConfirmationFailure };

/** The failure reason of a confirm-email error: `expired`, `already_confirmed`, else `generic`. */
function confirmationFailure(error: unknown): ConfirmationFailure {
  if (error instanceof ApiError) {
    if (error.code === API_ERROR_CODES.expired) return 'expired';
    if (error.code === API_ERROR_CODES.alreadyConfirmed) return 'already_confirmed';
  }
  return 'generic';
}

/**
 * Confirms the account of `token` once and reports the state; a missing token fails at once (generic).
 *
 * @param token - the token of the emailed link, or null when the link had none.
 */
export function useEmailConfirmation(token: string | null): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>(() =>
    token ? { status: 'loading' } : { status: 'failed', reason: 'generic' },
  );
  const started = useRef(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmail(token).then(
      async ({ signedIn }) => {
        if (signedIn) await queryClient.resetQueries({ queryKey: sessionQueryKey });
        setState({ status: 'confirmed', signedIn });
      },
      (error: unknown) => setState({ status: 'failed', reason: confirmationFailure(error) }),
    );
  }, [token, queryClient]);
  return state;
}
