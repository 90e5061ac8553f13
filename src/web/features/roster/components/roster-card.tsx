/** One roster artist as a card (site-and-portals.md §2.8). */
import { Headphones } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';
import type { RosterArtist } from '@content/roster';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

export interface RosterCardProps {
  artist: RosterArtist;
  /** Load the image only when it nears the viewport (cards below the fold). */
  lazy?: boolean;
}

/** The artist's image, name, genre, status badge, blurb and a listen link that opens in a new tab. */
export function RosterCard({ artist, lazy = false }: RosterCardProps) {
  const { id, name, genre, status, blurb, image, listenUrl } = artist;
  const headingId = `artist-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={publicPageMessages.roster.artworkAlt(name)}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-bold tracking-tight">
              {name}
            </h2>
            <p className="text-sm text-muted-foreground">{genre}</p>
          </div>
          <Badge variant={status === 'Featured' ? 'accent' : 'secondary'} className="shrink-0">
            {status}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{blurb}</p>
        <div className="mt-auto pt-2">
          <Button asChild variant="outline" className="w-full">
            <a href={listenUrl} target="_blank" rel="noopener noreferrer">
              <Headphones aria-hidden />
              {publicPageMessages.roster.listenTo(name)}
              <NewTabHint />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
