/**
 * The Users tab's data (training-program.md §7 "select all profiles by created_at descending (admin)"): one page of
 * profiles at a time, searched on the server.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserPageSchema, type AdminUserPage } from '@shared/schemas/admin';
import { requestJson } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Page `page` (from 1) of the profiles whose name, stage name or email contains `q`, newest first.
 *
 * @throws {ApiError} 400 for a bad query, 401/403, or status 0.
 */
export async function listAdminUsers(q: string, page: number): Promise<AdminUserPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set('q', q);
  return requestJson('GET', `/api/admin/users?${query}`, undefined, { schema: adminUserPageSchema });
}

/** The users query; the previous page stays shown while the next one loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminQueryKeys.users(q, page),
    queryFn: () => listAdminUsers(q, page),
    placeholderData: keepPreviousData,
  });
}
