/** Sign-in with email and password (§7 "Auth sign in with password"): `POST /api/auth/sign-in`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInResponseSchema, type SessionInfo } from '@shared/auth/session';
import type { SignInInput } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';
import { sessionQueryKey } from './get-session';

/**
 * Signs in for a portal; the server also checks the portal's allow-list.
 *
 * @throws {ApiError} 401 `invalid_credentials`, 403 `email_not_verified` (a new link was emailed), 403
 *   `access_denied` (not on the list or not enabled; no session kept), 429 `rate_limited`, 400
 *   `validation_failed`.
 */
async function signIn(input: SignInInput): Promise<SessionInfo> {
  return (await answerOf(api.POST('/auth/sign-in', { body: input }), signInResponseSchema)).session;
}

/** The sign-in mutation; on success the session query holds the new session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
