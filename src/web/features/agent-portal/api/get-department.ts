/**
 * One department by slug (site-and-portals.md §2.13, §7 "Select department", §8 "Department load failure"):
 * `GET /api/departments/:slug`, the slug compared lower-cased.
 */
import { useQuery } from '@tanstack/react-query';
import { API_ERROR_CODES } from '@shared/api-error';
import { departmentAnswerSchema, type Department } from '@shared/schemas/departments';
import { answerOf, api, ApiError } from '@web/lib/api-client';
import { departmentsQueryKey } from './list-departments';

/** Query key of one department; its resources' keys start with it. */
export function departmentQueryKey(slug: string) {
  return [...departmentsQueryKey, slug.toLowerCase()] as const;
}

/**
 * Reads the department `slug`.
 *
 * @throws {ApiError} 404 `department_not_found`, 401/403 without agent access, or status 0 on a network failure.
 */
async function getDepartment(slug: string): Promise<Department> {
  const call = api.GET('/departments/{slug}', { params: { path: { slug: slug.toLowerCase() } } });
  return (await answerOf(call, departmentAnswerSchema)).department;
}

/** Whether `error` says the department does not exist (§2.13 'Department not found'). */
export function isDepartmentNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 404 && error.code === API_ERROR_CODES.departmentNotFound
  );
}

/** The department query; a missing department or a refused session is not retried. */
export function useDepartment(slug: string) {
  return useQuery({
    queryKey: departmentQueryKey(slug),
    queryFn: () => getDepartment(slug),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
