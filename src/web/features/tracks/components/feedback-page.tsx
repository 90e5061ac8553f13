/**
 * /feedback (docs/decisions/0022): the tracks the caller may give feedback on — every learner's for mentors and
 * admins — by latest upload, newest first, page by page; each opens its track page.
 */
import { Link } from 'react-router';
import { feedbackPageMessages as m } from '@shared/messages/track-pages';
import type { FeedbackTrack } from '@shared/schemas/tracks';
import { LoadFailure } from '@web/components/load-failure';
import { LoadMore } from '@web/components/load-more';
import { Loading } from '@web/components/loading';
import { Badge } from '@web/components/ui/badge';
import { formatDay } from '@web/lib/format-date';
import { useFeedbackTracks } from '../api/feedback-tracks';
import { openCount } from '../utils/format-position';

/** One track of the list. */
function FeedbackRow({ track }: { track: FeedbackTrack }) {
  const latest = track.latestVersion;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-4">
      <div className="space-y-1">
        <Link
          to={`/tracks/${track.id}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {track.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          {track.owner.displayName} · {m.version(latest.number)} · {m.uploaded(formatDay(latest.createdAt))}
        </p>
      </div>
      <Badge variant={openCount(latest) > 0 ? 'secondary' : 'outline'}>
        {m.comments(latest.commentCount, latest.resolvedCount)}
      </Badge>
    </li>
  );
}

/** The page's content for a signed-in account with access. */
export function FeedbackPage() {
  const query = useFeedbackTracks();
  const tracks = query.data?.pages.flatMap((page) => page.tracks) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="text-muted-foreground">{m.lead}</p>
      </div>
      {query.isPending && <Loading label={m.loading} />}
      {query.isError && !query.isFetchNextPageError && (
        <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.data && tracks.length === 0 && <p className="text-muted-foreground">{m.empty}</p>}
      {tracks.length > 0 && (
        <ul className="space-y-3">
          {tracks.map((track) => (
            <FeedbackRow key={track.id} track={track} />
          ))}
        </ul>
      )}
      <LoadMore query={query} label={m.loadMore} failure={m.loadMoreFailure} />
    </div>
  );
}
