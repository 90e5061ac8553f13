/**
 * /tracks (docs/decisions/0022): an approved artist's tracks — title, versions, latest upload and open comments —
 * each opening its page, and the upload form; with loading, error and empty states.
 */
import { AudioLines, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import type { Track } from '@shared/schemas/tracks';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDay } from '@web/lib/format-date';
import { useTracks } from '../api/list-tracks';
import { openCount } from '../utils/format-position';
import { TrackUploadForm } from './track-upload-form';

/** One track of the list. */
function TrackRow({ track }: { track: Track }) {
  const latest = track.versions[0];
  const open = latest ? openCount(latest) : 0;
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
          {m.versions(track.versions.length)}
          {latest && <> · {m.latestUpload(formatDay(latest.createdAt))}</>}
        </p>
      </div>
      {open > 0 && <Badge variant="secondary">{m.openComments(open)}</Badge>}
    </li>
  );
}

/** The page's content for an approved artist. */
export function TracksPage() {
  const query = useTracks();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="text-muted-foreground">{m.lead}</p>
      </div>
      <Card role="region" aria-labelledby="tracks-upload-title">
        <CardHeader>
          <h2 id="tracks-upload-title" className="flex items-center gap-2 text-xl font-bold">
            <Upload aria-hidden className="size-5 text-primary" />
            {m.uploadTitle}
          </h2>
        </CardHeader>
        <CardContent>
          <TrackUploadForm />
        </CardContent>
      </Card>
      <section aria-labelledby="tracks-list-title" className="space-y-4">
        <h2 id="tracks-list-title" className="flex items-center gap-2 text-xl font-bold">
          <AudioLines aria-hidden className="size-5 text-primary" />
          {m.listTitle}
        </h2>
        {query.isPending && <Loading label={m.loading} />}
        {query.isError && (
          <LoadFailure
            text={m.loadFailure}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.data?.length === 0 && <p className="text-muted-foreground">{m.empty}</p>}
        {query.data && query.data.length > 0 && (
          <ul className="space-y-3">
            {query.data.map((track) => (
              <TrackRow key={track.id} track={track} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
