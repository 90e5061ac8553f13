/**
 * The selected course while its view loads for a signed-in artist. When it could not be loaded the page shows the
 * shared load failure (training-program.md §8 "Error loading courses: Please try again later", with 'Try again').
 */
import { learningMessages as m } from '@shared/messages/learning';
import { LearningSkeleton } from './learning-skeleton';

/** The course's loading state: a skeleton of the course hero, announced. */
export function CourseLoading() {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20">
      <div role="status" className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-12">
        <span className="sr-only">{m.loadingCourse}</span>
        <LearningSkeleton className="mx-auto size-12 rounded-full" />
        <LearningSkeleton className="mx-auto mt-6 h-10 w-2/3" />
        <LearningSkeleton className="mx-auto mt-6 h-4 w-full" />
        <LearningSkeleton className="mx-auto mt-2 h-4 w-5/6" />
        <LearningSkeleton className="mx-auto mt-8 h-12 w-48" />
      </div>
    </div>
  );
}
