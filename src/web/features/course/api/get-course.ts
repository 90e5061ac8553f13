/**
 * A course as the signed-in learner sees it in the learning area (training-program.md §2 "/learning", §7 "select
 * user_enrollments", "select modules ... ordered by month_number then week_number", "select user_progress").
 */
import { useQuery } from '@tanstack/react-query';
import { courseViewSchema, type CourseView } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';

/** Prefix of every course view's query key (this one and the members dashboard's); enrolling and steps refresh them. */
export const courseViewsQueryKey = ['course', 'views'] as const;

/** Query key of one course's view. */
const courseQueryKey = (courseId: string) => [...courseViewsQueryKey, courseId] as const;

/**
 * `GET /api/learning/courses/:courseId`: the enrolment, and once enrolled the modules with the caller's facts.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, 404 `course_not_found`, or status 0.
 */
async function getCourse(courseId: string): Promise<CourseView> {
  return answerOf(
    api.GET('/learning/courses/{courseId}', { params: { path: { courseId } } }),
    courseViewSchema,
  );
}

/**
 * The course view query, run only when `enabled` (an approved artist is signed in and a course is selected). Read
 * again each time the page opens: the module pages change the facts.
 */
export function useCourse(courseId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: courseQueryKey(courseId ?? ''),
    queryFn: () => getCourse(courseId!),
    enabled: enabled && courseId !== undefined,
    refetchOnMount: 'always',
  });
}
