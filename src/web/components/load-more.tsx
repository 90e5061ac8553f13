/**
 * "Load more" under a keyset list (docs/decisions/0006): asks for the next page, spins while it loads, and says
 * so (announced) when that page fails. Hidden on the last page and while the list shows the previous filter's rows.
 */
import { Loader2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** What the button needs of an infinite query (TanStack Query's `useInfiniteQuery` result). */
export interface NextPageQuery {
  hasNextPage: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: NextPageQuery;
  /** The button's text, e.g. 'Load more'. */
  label: string;
  /** What is said when the next page fails to load. */
  failure: string;
}

export function LoadMore({ query, label, failure }: LoadMoreProps) {
  if (!query.hasNextPage || query.isPlaceholderData) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        type="button"
        variant="outline"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
        {label}
      </Button>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-error">
          {failure}
        </p>
      )}
    </div>
  );
}
