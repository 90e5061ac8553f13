/**
 * The subsidiaries page (site-and-portals.md §2.6): the Africa division, the flagship Records label and South
 * Records, each as a card with a link to its social profile.
 */
import { subsidiaries } from '@content/subsidiaries';
import { SubsidiaryCard } from '@web/features/subsidiaries/components/subsidiary-card';

/** `/subsidiaries` (§2.6). */
export default function SubsidiariesPage() {
  return (
    <div className="animate-page-fade-in">
      <section className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          Our family of labels
        </p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">Subsidiaries</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Three labels, one philosophy: independent spirit with major reach. Each imprint has its own sound,
          its own team and its own community.
        </p>
      </section>
      <section aria-label="Our labels" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
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
