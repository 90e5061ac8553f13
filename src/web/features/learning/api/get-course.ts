/**
 * A course as the signed-in learner sees it (training-program.md §2 "/learning", §7 "select user_enrollments",
 * "select modules ... ordered by month_number then week_number", "select user_progress").
 */
import { useQuery } from '@tanstack/react-query';
import { courseViewSchema, type CourseView } from '@shared/schemas/learning';
import { requestJson } from '@web/lib/api-client';

/** Query key of one course's view; enrolling and module changes invalidate it. */
export const courseQueryKey = (courseId: string) => ['learning', 'course', courseId] as const;

/**
 * `GET /api/learning/courses/:courseId`: the enrolment, and once enrolled the modules and overall progress.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, 404 `course_not_found`, or status 0.
 */
export async function getCourse(courseId: string): Promise<CourseView> {
  return requestJson('GET', `/api/learning/courses/${encodeURIComponent(courseId)}`, undefined, {
    schema: courseViewSchema,
  });
}

/**
 * The course view query, run only when `enabled` (an approved artist is signed in and a course is selected). Read
 * again each time the page opens: progress changes on the module pages (steps, quiz) do not all invalidate it.
 */
export function useCourse(courseId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: courseQueryKey(courseId ?? ''),
    queryFn: () => getCourse(courseId!),
    enabled: enabled && courseId !== undefined,
    refetchOnMount: 'always',
  });
}
