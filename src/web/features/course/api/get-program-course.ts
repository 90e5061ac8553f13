/**
 * The program's course for the members dashboard (training-program.md §2 item 4, §3 program_modules and
 * user_module_progress, §7 "select program_modules ordered by month_number", "select user_module_progress"): the
 * same course and facts as the learning area's, one request.
 */
import { useQuery } from '@tanstack/react-query';
import { courseViewSchema, type CourseView } from '@shared/schemas/learning';
import { requestJson } from '@web/lib/api-client';
import { courseViewsQueryKey } from './get-course';

/** Query key of the program's course view. */
export const programCourseQueryKey = [...courseViewsQueryKey, 'program'] as const;

/**
 * `GET /api/learning/program`: the program's course, the caller's enrolment (`enrolledAt` null when not enrolled
 * yet) and, once enrolled, its modules with the caller's facts and `lastModuleId`.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
export async function getProgramCourse(): Promise<CourseView> {
  return requestJson('GET', '/api/learning/program', undefined, { schema: courseViewSchema });
}

/** The dashboard's query, read again each time the dashboard opens (the module pages change the facts). */
export function useProgramCourse() {
  return useQuery({ queryKey: programCourseQueryKey, queryFn: getProgramCourse, refetchOnMount: 'always' });
}
