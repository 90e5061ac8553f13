/**
 * The subsidiaries page (site-and-portals.md §2.6): the Africa division, the flagship Records label and South
 * Records, each as a card with a link to its social profile.
 */
import { publicPageMessages } from '@shared/messages/site';
import { subsidiaries } from '@content/subsidiaries';
import { SubsidiaryCard } from '@web/features/subsidiaries/components/subsidiary-card';
import { PublicPage } from '@web/components/public-page';

const m = publicPageMessages.subsidiaries;

/** `/subsidiaries` (§2.6). */
export default function SubsidiariesPage() {
  return (
    <PublicPage intro={m}>
      <section aria-label={m.labelsLabel} className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {subsidiaries.map((subsidiary) => (
            <li key={subsidiary.id}>
              <SubsidiaryCard subsidiary={subsidiary} />
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}
