/** The enrolled state of a course view (training-program.md §2 "Enrolled"). */
import type { CourseProgress, CourseView } from '@shared/schemas/learning';

/** A course view of an enrolled learner: enrolment date and progress are set. */
export type EnrolledCourseView = CourseView & { enrolledAt: string; progress: CourseProgress };

/** `view` as an enrolled view, or null when the learner is not enrolled. */
export function enrolledCourse(view: CourseView): EnrolledCourseView | null {
  const { enrolledAt, progress } = view;
  return enrolledAt !== null && progress !== null ? { ...view, enrolledAt, progress } : null;
}
