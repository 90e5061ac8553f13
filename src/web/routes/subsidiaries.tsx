/**
 * The subsidiaries page (site-and-portals.md §2.6): the Africa division, the flagship Records label and South
 * Records, each as a card with a link to its social profile.
 */
import { publicPageMessages } from '@shared/messages/site';
import { subsidiaries } from '@content/subsidiaries';
import { SubsidiaryCard } from '@web/features/subsidiaries/components/subsidiary-card';

const m = publicPageMessages.subsidiaries;

/** `/subsidiaries` (§2.6). */
export default function SubsidiariesPage() {
  return (
    <div className="animate-page-fade-in">
      <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">{m.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{m.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{m.lead}</p>
      </section>
      <section aria-label={m.labelsLabel} className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {subsidiaries.map((subsidiary) => (
            <li key={subsidiary.id}>
              <SubsidiaryCard subsidiary={subsidiary} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
