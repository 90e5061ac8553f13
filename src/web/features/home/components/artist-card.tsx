import { homeMessages } from '@shared/messages/site';
import { ARTIST_IMAGE_SIZE, type Artist } from '@content/artists';
import { NewTabHint } from '@web/components/new-tab-hint';
import { cn } from '@web/lib/utils';

/**
 * One artist of the grid (site-and-portals.md §2.4 item 2): the portrait links to the artist's streaming profile
 * or playlist in a new tab. The name overlay, on the artist's gradient over a black scrim, appears on hover and on
 * keyboard focus, and stays visible on touch screens (no hover there). A role (the Producer) is always shown as a
 * badge. The overlay text stays in the accessibility tree, so the link is named after the artist.
 */
export function ArtistCard({ artist }: { artist: Artist }) {
  return (
    <a
      href={artist.streamingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative block aspect-4/5 overflow-hidden rounded-xl bg-muted shadow-sm focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <img
        src={artist.image}
        alt={homeMessages.portraitAlt(artist.name)}
        width={ARTIST_IMAGE_SIZE.width}
        height={ARTIST_IMAGE_SIZE.height}
        decoding="async"
        loading="lazy"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
      />
      {artist.role && (
        <span className="absolute top-3 left-3 rounded-full bg-black/80 px-3 py-1 text-xs font-semibold tracking-wider text-white uppercase">
          {artist.role}
        </span>
      )}
      <span className="absolute inset-x-0 bottom-0 flex translate-y-2 flex-col justify-end bg-linear-to-t from-black/90 via-black/60 to-transparent pt-16 opacity-0 transition duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100 pointer-coarse:translate-y-0 pointer-coarse:opacity-100 motion-reduce:transition-none">
        <span className={cn('bg-linear-to-t px-4 pt-8 pb-4', artist.gradient)}>
          <span className="block text-lg font-bold text-white">{artist.name}</span>
          <span className="block text-xs font-medium tracking-wider text-white/90 uppercase" aria-hidden>
            {homeMessages.listenNow}
          </span>
        </span>
      </span>
      <NewTabHint />
    </a>
  );
}
