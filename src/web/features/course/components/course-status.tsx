/**
 * The selected course while its view loads for a signed-in artist, and when it could not be loaded
 * (training-program.md §8 "Error loading courses: Please try again later") with 'Try again'.
 */
import { RefreshCw } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import { RetryButton } from '@web/components/retry-button';
import { LearningSkeleton } from './learning-skeleton';

const frame = 'mx-auto max-w-4xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20';
const card = 'rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-12';

export function CourseLoading() {
  return (
    <div className={frame}>
      <div role="status" className={card}>
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

export function CourseLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={frame}>
      <div className={`${card} flex flex-col items-center gap-3 text-center`}>
        <RefreshCw className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-3xl font-black tracking-tight">{m.coursesLoadFailure.title}</h1>
        <p className="text-muted-foreground">{m.coursesLoadFailure.text}</p>
        <RetryButton onRetry={onRetry} retrying={retrying} />
      </div>
    </div>
  );
}
