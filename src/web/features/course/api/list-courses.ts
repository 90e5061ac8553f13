/** The published courses (training-program.md §2 "/learning", §7 "Select courses where status is published"). */
import { useQuery } from '@tanstack/react-query';
import { courseListSchema, type CourseSummary } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';

const coursesQueryKey = ['courses'] as const;

/**
 * `GET /api/courses`: published courses, oldest first (the page selects the first).
 *
 * @throws {ApiError} a server failure, or status 0 on a network failure.
 */
async function listCourses(): Promise<CourseSummary[]> {
  return (await answerOf(api.GET('/courses'), courseListSchema)).courses;
}

/** The course list query; open to visitors. */
export function useCourses() {
  return useQuery({ queryKey: coursesQueryKey, queryFn: listCourses, staleTime: 5 * 60_000 });
}
