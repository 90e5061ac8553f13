import { homeMessages } from '@shared/messages/site';
import { RELEASE_IMAGE_SIZE, type Release } from '@content/releases';
import { NewTabHint } from '@web/components/new-tab-hint';

/** One release of the carousel (site-and-portals.md §2.4 item 3): cover, title and artist, linking out (new tab). */
export function ReleaseCard({ release }: { release: Release }) {
  return (
    <a
      href={release.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group block rounded-xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span className="block overflow-hidden rounded-xl bg-muted shadow-sm">
        <img
          src={release.image}
          alt={homeMessages.coverAlt(release.title, release.artist)}
          width={RELEASE_IMAGE_SIZE.width}
          height={RELEASE_IMAGE_SIZE.height}
          decoding="async"
          loading="lazy"
          className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </span>
      <span className="mt-3 block font-bold leading-tight group-hover:underline group-hover:underline-offset-4">
        {release.title}
      </span>
      <span className="mt-1 block text-sm text-muted-foreground">{release.artist}</span>
      <NewTabHint />
    </a>
  );
}
