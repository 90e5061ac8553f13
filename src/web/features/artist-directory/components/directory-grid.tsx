/**
 * The grid of public profiles (training-program.md §2 item 8, §8 'Failed to load artist directory', 'No public
 * profiles yet'): ordered by stage name, loaded a page at a time with 'Show more artists'.
 */
import { Loader2, Users } from 'lucide-react';
import { directoryMessages as m } from '@shared/messages/directory';
import { LoadFailure } from '@web/components/load-failure';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDirectory } from '../api/list-profiles';
import { ProfileCard } from './profile-card';

export function DirectoryGrid() {
  const query = useDirectory();
  const profiles = query.data?.pages.flatMap((page) => page.profiles) ?? [];

  if (query.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status">
        <span className="sr-only">{m.loading}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  if (query.isError && profiles.length === 0)
    return (
      <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (profiles.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <Users aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-semibold">{m.emptyTitle}</p>
        <p className="text-sm text-muted-foreground">{m.createPrompt}</p>
      </div>
    );
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <LoadFailure
          text={m.loadFailure}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button
            type="button"
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
            {m.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
