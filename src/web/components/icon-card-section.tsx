/**
 * A section of a public page that lists cards of an icon, a title and a text under a centred `<h2>`: the schedule
 * page's 'what you get' (site-and-portals.md §2.7), the touring services (§2.11), the program's skill areas
 * (training-program.md §2 "Learning area").
 */
import type { LucideIcon } from 'lucide-react';

export interface IconCardSectionProps {
  /** Id of the `<h2>`, referenced by the section's `aria-labelledby`. */
  headingId: string;
  title: string;
  /** The grid's column classes, e.g. `md:grid-cols-3`. */
  columns: string;
  /** Each card's title (also its list key), text and icon (decorative). */
  cards: readonly { title: string; text: string; icon: LucideIcon }[];
}

/** The section, its heading and the cards' list. */
export function IconCardSection({ headingId, title, columns, cards }: IconCardSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-center text-3xl font-black tracking-tight">
        {title}
      </h2>
      <ul className={`mt-10 grid gap-6 ${columns}`}>
        {cards.map(({ title: cardTitle, text, icon: Icon }) => (
          <li key={cardTitle} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <Icon className="size-8 text-primary" aria-hidden />
            <h3 className="mt-4 text-lg font-bold">{cardTitle}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
