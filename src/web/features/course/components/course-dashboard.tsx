/**
 * The enrolled view of /learning (training-program.md §2 "Enrolled"): the course overview with its progress, the
 * modules by month, and the Upcoming Workshops card beside them.
 */
import type { EnrolledCourseView } from '../utils/enrolled-course';
import { courseFigures } from '../utils/module-progress';
import { CourseModules } from './course-modules';
import { CourseOverview } from './course-overview';
import { WorkshopList } from './workshop-list';

export interface CourseDashboardProps {
  view: EnrolledCourseView;
  /** Focus the heading on arrival (right after enrolling). */
  focusHeading?: boolean;
}

export function CourseDashboard({ view, focusHeading }: CourseDashboardProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      <CourseOverview
        course={view.course}
        enrolledAt={view.enrolledAt}
        figures={courseFigures(view.modules)}
        focusHeading={focusHeading}
      />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CourseModules presentation="learning" modules={view.modules} />
        <div className="lg:sticky lg:top-24">
          <WorkshopList />
        </div>
      </div>
    </div>
  );
}
