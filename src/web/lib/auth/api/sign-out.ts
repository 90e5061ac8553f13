/** Sign-out (§7 "Auth sign out (global scope)"): `POST /api/auth/sign-out`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutResponseSchema } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';
import { clearStoredAuthState } from '../utils/auth-storage';
import { sessionQueryKey } from './get-session';

/** Ends the session and clears the cookie. */
async function signOut(): Promise<void> {
  await answerOf(api.POST('/auth/sign-out', { body: {} }), signOutResponseSchema);
}

/** The sign-out mutation; afterwards the session query is null and stored auth state is gone. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      clearStoredAuthState();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
