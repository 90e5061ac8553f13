/** Saving the account's details (docs/decisions/0015): `PATCH /api/account` with the name, stage name and organisation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema, type Account, type AccountPatch } from '@shared/schemas/account';
import { answerOf, api } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { accountQueryKey } from './get-account';

/**
 * Saves the fields of `patch` (validated by `accountDetailsSchema` in the form, again by the server).
 *
 * @returns the account as saved.
 * @throws {ApiError} 400 `validation_failed` with field messages, 401/403, or status 0.
 */
async function saveAccount(patch: AccountPatch): Promise<Account> {
  return (await answerOf(api.PATCH('/account', { body: patch }), accountResponseSchema)).account;
}

/** The save mutation: the account query takes the answer, and the session (whose name changed) is read again. */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
