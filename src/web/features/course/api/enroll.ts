/** Enrolling (training-program.md §2 "/learning", §7 "insert user_enrollments", then `unlock_modules_for_user`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrollmentSchema, type Enrollment } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { courseViewsQueryKey } from './get-course';

/**
 * `POST /api/learning/courses/:courseId/enrollment` (201).
 *
 * @throws {ApiError} 409 `already_enrolled`, 404 `course_not_found`, 401/403, or status 0.
 */
async function enroll(courseId: string): Promise<Enrollment> {
  return answerOf(
    api.POST('/learning/courses/{courseId}/enrollment', { params: { path: { courseId } } }),
    enrollmentSchema,
  );
}

/** The enrol mutation (its variable is the course id); every course view reloads afterwards, whatever the outcome. */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => enroll(courseId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseViewsQueryKey }),
  });
}
