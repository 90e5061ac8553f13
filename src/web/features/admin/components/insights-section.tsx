/**
 * The frame of one insight on the Insights tab (issue 37 "Program insights"): its heading, what it shows, its CSV
 * download (the server's CSV of the same table with the same filters), and its states — loading, a failed load
 * with 'Try again', empty for the filters — before its chart and table.
 */
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { insightsMessages as m } from '@shared/messages/insights';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { buttonVariants } from '@web/components/ui/button';

/** The parts of a TanStack query the frame reads. */
interface InsightQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

export interface InsightsSectionProps<T> {
  /** The heading's id, e.g. `insights-funnel`. */
  id: string;
  title: string;
  description: string;
  /** The address of the section's CSV download. */
  csvHref: string;
  query: InsightQuery<T>;
  /** Whether the answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: string;
  /** Above the states: the section's own controls (the item analysis's quiz and round). */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

export function InsightsSection<T>({
  id,
  title,
  description,
  csvHref,
  query,
  isEmpty,
  empty,
  controls,
  children,
}: InsightsSectionProps<T>) {
  const { data } = query;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl space-y-1">
          <h3 id={id} className="text-lg font-semibold">
            {title}
          </h3>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <a href={csvHref} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden />
          {m.csv}
          <span className="sr-only">{m.csvOf(title)}</span>
        </a>
      </div>
      {controls}
      {query.isError && !data ? (
        <LoadFailure
          text={m.loadFailure(title)}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.isPending || !data ? (
        <Loading label={m.loading(title)} />
      ) : isEmpty(data) ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        children(data)
      )}
    </section>
  );
}
