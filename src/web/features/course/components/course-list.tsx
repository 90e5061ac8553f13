/**
 * The course list of the /learning landing (training-program.md §2 "a course list with an Enroll Now button", §8
 * "Courses load failure: 'Error loading courses: Please try again later'"): a loading state (also the prerendered
 * HTML, since the list comes from the API), the failure with 'Try again', the empty state, or the course cards.
 */
import { RefreshCw } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import type { CourseSummary } from '@shared/schemas/learning';
import { RetryButton } from '@web/components/retry-button';
import { cn } from '@web/lib/utils';
import { CourseCard } from './course-card';
import { LearningSkeleton } from './learning-skeleton';

/** Where the course list is in its load. */
export type CourseListState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; courses: CourseSummary[] };

export interface CourseListProps {
  /** The section's id ('View Courses' links to it). */
  id: string;
  state: CourseListState;
  onEnroll: (course: CourseSummary) => void;
}

function CourseListLoading() {
  return (
    <div role="status" className="mx-auto max-w-3xl rounded-xl border bg-card p-6 shadow-sm">
      <span className="sr-only">{m.loadingCourses}</span>
      <LearningSkeleton className="size-8" />
      <LearningSkeleton className="mt-4 h-6 w-2/3" />
      <LearningSkeleton className="mt-3 h-4 w-full" />
      <LearningSkeleton className="mt-2 h-4 w-5/6" />
      <LearningSkeleton className="mt-6 h-10 w-32" />
    </div>
  );
}

export function CourseList({ id, state, onEnroll }: CourseListProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="text-center">
        <h2 id={headingId} className="text-3xl font-black tracking-tight">
          {m.landing.coursesTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{m.landing.coursesLead}</p>
      </div>
      <div className="mt-10">
        {state.status === 'loading' ? <CourseListLoading /> : null}
        {state.status === 'error' ? (
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center text-card-foreground shadow-sm">
            <RefreshCw className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-lg font-bold">{m.coursesLoadFailure.title}</p>
            <p className="text-muted-foreground">{m.coursesLoadFailure.text}</p>
            <RetryButton onRetry={state.retry} retrying={state.retrying} />
          </div>
        ) : null}
        {state.status === 'ready' && state.courses.length === 0 ? (
          <p className="mx-auto max-w-3xl rounded-xl border bg-card px-6 py-12 text-center text-muted-foreground shadow-sm">
            {m.noCourses}
          </p>
        ) : null}
        {state.status === 'ready' && state.courses.length > 0 ? (
          <ul className={cn('grid gap-6', state.courses.length > 1 ? 'md:grid-cols-2' : 'mx-auto max-w-3xl')}>
            {state.courses.map((course) => (
              <CourseCard key={course.id} course={course} onEnroll={onEnroll} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
