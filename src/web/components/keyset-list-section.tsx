/**
 * A list of keyset pages (docs/decisions/0006) under its `<h3>`, as the admin tabs show them (issue "Staff
 * operations"): a spinner by the heading while a new filter's rows load, then the loading, failure or empty state or
 * the rows, and 'Load more'.
 */
import { Loader2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { LoadMore, type NextPageQuery } from '@web/components/load-more';

export interface KeysetListSectionProps {
  headingId: string;
  title: ReactNode;
  /** Given when the focus is moved to the heading (it is then focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** TanStack Query's `useInfiniteQuery` result. */
  query: NextPageQuery & {
    isFetching: boolean;
    isPending: boolean;
    isError: boolean;
    data?: unknown;
    refetch: () => unknown;
  };
  /** How many rows the loaded pages hold. */
  count: number;
  texts: { loading: string; loadFailure: string; loadMore: string };
  /** What is said when there is no row. */
  empty: string;
  /** The rows' list or table, shown when there is a row. */
  children: ReactNode;
}

/** The section, `aria-busy` while it fetches. */
export function KeysetListSection(props: KeysetListSectionProps) {
  const { headingId, headingRef, query, texts } = props;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching} className="space-y-3">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex items-center gap-2 text-lg font-semibold focus-visible:outline-none"
      >
        {props.title}
        {query.isFetching && query.isPlaceholderData && (
          <Loader2 aria-hidden className="size-4 animate-spin text-muted-foreground" />
        )}
      </h3>
      {query.isPending ? (
        <Loading label={texts.loading} />
      ) : query.isError && !query.data ? (
        <LoadFailure
          text={texts.loadFailure}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : props.count === 0 ? (
        <p className="py-4 text-muted-foreground">{props.empty}</p>
      ) : (
        props.children
      )}
      <LoadMore query={query} label={texts.loadMore} failure={texts.loadFailure} />
    </section>
  );
}
