import { HOME } from '@shared/constants';
import { homeMessages } from '@shared/messages/site';
import { ARTIST_IMAGE_SIZE, artists } from '@content/artists';
import { NewTabHint } from '@web/components/new-tab-hint';
import { cn } from '@web/lib/utils';

/**
 * The hero's mosaic of artist portraits (site-and-portals.md §2.4 item 1): one tile per artist, each linking to
 * the artist's streaming page in a new tab. Tiles appear one after another, `HOME.heroStaggerMs` apart, with the
 * CSS `tile-in` animation (works before scripts run; reduced motion removes the delay). The first tile spans two
 * rows, so seven tiles fill a 2 x 4 grid on phones and a 4 x 2 grid from `md` up. Above the fold: eager images.
 */
export function HeroMosaic() {
  return (
    <ul
      className="grid h-full grid-cols-2 grid-rows-4 gap-1 md:grid-cols-4 md:grid-rows-2"
      aria-label={homeMessages.artistsLabel}
    >
      {artists.map((artist, index) => (
        <li
          key={artist.name}
          className={cn('animate-tile-in relative min-h-0 overflow-hidden', index === 0 && 'row-span-2')}
          style={{ animationDelay: `${index * HOME.heroStaggerMs}ms` }}
        >
          <a
            href={artist.streamingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="group block size-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ring"
          >
            <img
              src={artist.image}
              alt={homeMessages.portraitAlt(artist.name)}
              width={ARTIST_IMAGE_SIZE.width}
              height={ARTIST_IMAGE_SIZE.height}
              decoding="async"
              loading="eager"
              className="size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
            />
            <span className="sr-only">{homeMessages.listenOnStreaming}</span>
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}
