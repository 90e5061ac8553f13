/**
 * The agent portal's Artists page, `/agent-portal/artists` (issue "Press kits and feedback on tracks" item 4): the
 * published press kits of the program's artists, searched by name, genre and location (sent 300 ms after typing
 * stops, and kept in the address so a reload or a shared link shows the same), by stage name a page at a time.
 * Each card opens the artist's press kit.
 */
import { Loader2, MapPin, Music, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ARTISTS_SEARCH_MAX } from '@shared/limits/press-kits';
import { artistsPageMessages as m } from '@shared/messages/press-kit-pages';
import type { ArtistCard } from '@shared/schemas/press-kits';
import { LoadFailure } from '@web/components/load-failure';
import { LoadMore } from '@web/components/load-more';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useArtists, type ArtistFilters } from '../api/list-artists';
import { readArtistFilters, sameArtistFilters, withArtistFilters } from '../utils/artist-filters';

/** How long the search waits after the last keystroke, in ms. */
const SEARCH_DELAY_MS = 300;

/** One artist: photo, stage name (the link to the press kit), location, genres, short bio, tracks. */
function ArtistCardItem({ artist }: { artist: ArtistCard }) {
  const href = `/epk/${encodeURIComponent(artist.slug)}`;
  return (
    <Card className="relative h-full">
      <CardHeader className="flex flex-row items-center gap-4 space-y-0">
        <div className="size-16 shrink-0 overflow-hidden rounded-full bg-muted">
          {artist.photoUrl && (
            <img
              src={artist.photoUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold break-words">
            <a
              href={href}
              aria-label={m.open(artist.stageName)}
              className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {artist.stageName}
            </a>
          </h3>
          {artist.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {artist.location}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {artist.genres.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={m.genres}>
            {artist.genres.map((genre) => (
              <li key={genre}>
                <Badge variant="secondary">{genre}</Badge>
              </li>
            ))}
          </ul>
        )}
        {artist.shortBio && <p className="line-clamp-3 text-sm text-muted-foreground">{artist.shortBio}</p>}
        {artist.featuredTrackCount > 0 && (
          <p className="flex items-center gap-1 text-sm">
            <Music aria-hidden className="size-4" />
            {m.tracks(artist.featuredTrackCount)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The list for the settled filters: loading, error, empty and no-match states, and Show more. */
function ArtistList({ filters }: { filters: ArtistFilters }) {
  const query = useArtists(filters);
  const artists = query.data?.pages.flatMap((page) => page.artists) ?? [];
  const filtered = Boolean(filters.q || filters.genre || filters.location);

  if (query.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2" role="status">
        <span className="sr-only">{m.loading}</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  if (query.isError && artists.length === 0)
    return (
      <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  return (
    <div className="space-y-4">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {query.isPlaceholderData && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {artists.length === 0 ? (filtered ? m.noMatch : m.empty) : m.results(artists.length)}
      </p>
      {artists.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <Users aria-hidden className="size-8 text-muted-foreground" />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={m.title}>
          {artists.map((artist) => (
            <li key={artist.slug}>
              <ArtistCardItem artist={artist} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} label={m.loadMore} failure={m.loadMoreFailure} />
    </div>
  );
}

/** The page. */
export function ArtistsPage() {
  const [params, setParams] = useSearchParams();
  const inAddress = readArtistFilters(params);
  // What the agent types; the list and the address follow once typing pauses.
  const [typed, setTyped] = useState<ArtistFilters>(inAddress);
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);

  useEffect(() => {
    if (!sameArtistFilters(settled, readArtistFilters(params)))
      setParams((current) => withArtistFilters(current, settled), { replace: true });
  }, [settled, params, setParams]);

  const field = (key: keyof ArtistFilters, label: string, placeholder: string) => (
    <FormField id={`artists-${key}`} label={label}>
      {(control) => (
        <Input
          {...control}
          type="search"
          value={typed[key]}
          placeholder={placeholder}
          maxLength={ARTISTS_SEARCH_MAX}
          autoComplete="off"
          onChange={(event) => setTyped((current) => ({ ...current, [key]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <section aria-labelledby="agent-artists-title" className="space-y-6">
      <div className="space-y-1">
        <h2 id="agent-artists-title" className="text-2xl font-bold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.lead}</p>
      </div>
      <div role="search" className="grid gap-4 sm:grid-cols-3">
        {field('q', m.search.name, m.search.namePlaceholder)}
        {field('genre', m.search.genre, m.search.genrePlaceholder)}
        {field('location', m.search.location, m.search.locationPlaceholder)}
      </div>
      <ArtistList filters={readArtistFilters(params)} />
    </section>
  );
}
