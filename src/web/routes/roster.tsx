/** The roster page (site-and-portals.md §2.8): six artist cards and a call to action for submissions. */
import { publicPageMessages } from '@shared/messages/site';
import { rosterArtists } from '@content/roster';
import { RosterCallToAction } from '@web/features/roster/components/roster-call-to-action';
import { RosterCard } from '@web/features/roster/components/roster-card';
import { PublicPage } from '@web/components/public-page';

/** Cards in the first row load eagerly; the rest wait until they near the viewport. */
const EAGER_CARDS = 3;

const m = publicPageMessages.roster;

/** `/roster` (§2.8). */
export default function RosterPage() {
  return (
    <PublicPage intro={m}>
      <section aria-label={m.artistsLabel} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rosterArtists.map((artist, index) => (
            <li key={artist.id}>
              <RosterCard artist={artist} lazy={index >= EAGER_CARDS} />
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <RosterCallToAction />
      </div>
    </PublicPage>
  );
}
