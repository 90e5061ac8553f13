/**
 * The sidebar's departments (site-and-portals.md §2.13, §7 "Select departments"): `GET /api/departments`, all of
 * them ordered by sort_order.
 */
import { useQuery } from '@tanstack/react-query';
import { departmentListSchema, type Department } from '@shared/schemas/departments';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the department list; every department query key starts with `departmentsQueryKey`. */
export const departmentsQueryKey = ['departments'] as const;

/**
 * Lists every department by sort_order (admin-it included; the sidebar hides it, §6).
 *
 * @throws {ApiError} 401 without a session, 403 without agent access, or status 0 on a network failure.
 */
async function listDepartments(): Promise<Department[]> {
  const answer = await answerOf(api.GET('/departments'), departmentListSchema);
  return answer.departments;
}

/** The department list query; departments rarely change, so it stays fresh for five minutes. */
export function useDepartments() {
  return useQuery({ queryKey: departmentsQueryKey, queryFn: listDepartments, staleTime: 5 * 60_000 });
}
