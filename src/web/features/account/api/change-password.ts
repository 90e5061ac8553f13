/**
 * The password change (docs/decisions/0015): `POST /api/account/password`. The server ends every other session of
 * the account and gives this browser a new one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordChangedSchema, type PasswordChangeInput } from '@shared/schemas/account';
import { answerOf, api } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';

/**
 * Changes the password.
 *
 * @throws {ApiError} 400 `validation_failed` with field messages (`currentPassword` when it is wrong,
 *   `newPassword` for the §5 rules), 401/403, 429 `rate_limited`, or status 0.
 */
async function changePassword(input: PasswordChangeInput): Promise<void> {
  await answerOf(api.POST('/account/password', { body: input }), passwordChangedSchema);
}

/** The password change mutation; afterwards the session (now a new one) is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
