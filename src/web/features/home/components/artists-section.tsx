import { homeMessages } from '@shared/messages/site';
import { artists } from '@content/artists';
import { ArtistCard } from './artist-card';
import { SectionHeading } from './section-heading';

/**
 * Artists (site-and-portals.md §2.4 item 2): the seven artists as a grid, two per row on phones and four from
 * `md` up; the last row is centred.
 */
export function ArtistsSection() {
  return (
    <section aria-labelledby="artists-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
      <SectionHeading id="artists-title" eyebrow={homeMessages.artistsEyebrow}>
        {homeMessages.artistsTitle}
      </SectionHeading>
      <ul className="mt-10 flex flex-wrap justify-center gap-4 md:gap-6">
        {artists.map((artist) => (
          <li key={artist.name} className="w-[calc((100%-1rem)/2)] md:w-[calc((100%-3*1.5rem)/4)]">
            <ArtistCard artist={artist} />
          </li>
        ))}
      </ul>
    </section>
  );
}
