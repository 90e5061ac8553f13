/** The account's details (issue "One course, one record per learner" item 6; docs/decisions/0015): `GET /api/account`. */
import { useQuery } from '@tanstack/react-query';
import { accountResponseSchema, type Account } from '@shared/schemas/account';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the account; saving the details writes this entry. */
export const accountQueryKey = ['account'] as const;

/**
 * Reads the caller's name (as certificates print it), stage name and email.
 *
 * @throws {ApiError} 401 without a session, 403 without access, or status 0.
 */
async function getAccount(): Promise<Account> {
  return (await answerOf(api.GET('/account'), accountResponseSchema)).account;
}

/** The account query. */
export function useAccount() {
  return useQuery({ queryKey: accountQueryKey, queryFn: getAccount });
}
