/**
 * A department's quick links (site-and-portals.md §2.13, §6, §9): external forms and schedulers opened in a new
 * tab; anr has seven, touring one, the others none (then nothing is shown). The internal press release link is
 * marked 'Internal' and not for sharing with artists.
 */
import { ExternalLink, Lock } from 'lucide-react';
import { useId } from 'react';
import { departmentMessages as m } from '@shared/messages/departments';
import type { ResolvedQuickLink } from '@content/departments';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Badge } from '@web/components/ui/badge';

/** The quick link cards; renders nothing when the department has none. */
export function DepartmentQuickLinks({ links }: { links: readonly ResolvedQuickLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl font-bold">
        {m.quickLinksTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.quickLinksLead}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link) => (
          <li
            key={link.id}
            data-internal={link.internal ? 'true' : undefined}
            className="group relative flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60 hover:bg-muted/50"
          >
            <span className="flex items-start justify-between gap-2">
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {link.label}
                <NewTabHint />
              </a>
              <ExternalLink
                className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-colors group-hover:text-foreground"
                aria-hidden
              />
            </span>
            <span className="text-sm text-muted-foreground">{link.description}</span>
            {link.internal && (
              <Badge variant="accent" className="w-fit gap-1">
                <Lock className="size-3" aria-hidden />
                {m.internal}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
