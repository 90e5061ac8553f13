/** The enrolled state of a course view (training-program.md §2 "Enrolled"). */
import type { CourseView } from '@shared/schemas/learning';

/** A course view of an enrolled learner: the enrolment date is set. */
export type EnrolledCourseView = CourseView & { enrolledAt: string };

/** `view` as an enrolled view, or null when the learner is not enrolled. */
export function enrolledCourse(view: CourseView): EnrolledCourseView | null {
  const { enrolledAt } = view;
  return enrolledAt !== null ? { ...view, enrolledAt } : null;
}
