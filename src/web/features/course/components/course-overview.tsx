/**
 * The head of the enrolled view (training-program.md §2 "Enrolled: title, description, enrolled date, module count,
 * overall progress percentage bar"). The percentage is completed modules over all (§4, `completedPercent`), and its
 * caption says so (issue 38 item 2: "Counts completed modules only: 0 of 6 modules completed").
 */
import { BookOpen, CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { courseMessages, learningMessages as m } from '@shared/messages/learning';
import type { CourseSummary } from '@shared/schemas/learning';
import { Progress } from '@web/components/ui/progress';
import { formatLongDay } from '@web/lib/format-date';
import type { CourseFigures } from '../utils/module-progress';

export interface CourseOverviewProps {
  course: CourseSummary;
  /** ISO date-time of the enrolment. */
  enrolledAt: string;
  figures: CourseFigures;
  /** Move focus to the heading when shown (right after enrolling: the enrol button is gone). */
  focusHeading?: boolean;
}

export function CourseOverview({ course, enrolledAt, figures, focusHeading = false }: CourseOverviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
        {m.landing.eyebrow}
      </p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-4xl font-black tracking-tight focus:outline-none sm:text-5xl"
      >
        {course.title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{course.description}</p>
      <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <li className="flex items-center gap-2">
          <CalendarCheck className="size-4 text-primary" aria-hidden />
          {m.enrolledOn(formatLongDay(enrolledAt))}
        </li>
        <li className="flex items-center gap-2">
          <BookOpen className="size-4 text-primary" aria-hidden />
          {m.moduleCount(figures.totalModules)}
        </li>
      </ul>
      <div className="mt-8 max-w-3xl">
        <div className="flex items-baseline justify-between gap-4">
          <span id="learning-course-progress" className="font-semibold">
            {m.courseProgress}
          </span>
          <span className="text-xl font-black whitespace-nowrap sm:text-2xl">
            {courseMessages.percentComplete(figures.completedPercent)}
          </span>
        </div>
        <Progress
          value={figures.completedPercent}
          aria-labelledby="learning-course-progress"
          aria-describedby="learning-course-progress-counts"
          className="mt-2 h-3"
        />
        <p id="learning-course-progress-counts" className="mt-2 text-sm text-muted-foreground">
          {m.courseProgressCounts}: {m.modulesCompleted(figures.completedModules, figures.totalModules)}
        </p>
      </div>
    </section>
  );
}
