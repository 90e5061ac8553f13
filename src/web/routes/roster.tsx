/** The roster page (site-and-portals.md §2.8): six artist cards and a call to action for submissions. */
import { publicPageMessages } from '@shared/messages/site';
import { rosterArtists } from '@content/roster';
import { RosterCallToAction } from '@web/features/roster/components/roster-call-to-action';
import { RosterCard } from '@web/features/roster/components/roster-card';

/** Cards in the first row load eagerly; the rest wait until they near the viewport. */
const EAGER_CARDS = 3;

const m = publicPageMessages.roster;

/** `/roster` (§2.8). */
export default function RosterPage() {
  return (
    <div className="animate-page-fade-in">
      <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">{m.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{m.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{m.lead}</p>
      </section>
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
    </div>
  );
}
