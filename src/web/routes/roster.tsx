/** The roster page (site-and-portals.md §2.8): six artist cards and a call to action for submissions. */
import { rosterArtists } from '@content/roster';
import { RosterCallToAction } from '@web/features/roster/components/roster-call-to-action';
import { RosterCard } from '@web/features/roster/components/roster-card';

/** Cards in the first row load eagerly; the rest wait until they near the viewport. */
const EAGER_CARDS = 3;

/** `/roster` (§2.8). */
export default function RosterPage() {
  return (
    <div className="animate-page-fade-in">
      <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">The artists</p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">Artist Roster</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Featured headliners and rising voices: the artists we sign, develop and take on the road.
        </p>
      </section>
      <section aria-label="Artists" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
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
    </div>
  );
}
