/**
 * A department's contact card (site-and-portals.md §2.13 "Department page", "Fixed contacts per slug"): the first
 * letter of the name in a circle, the name, the title and a mailto link, or 'Contact not assigned yet' when there
 * is no email.
 */
import { Mail } from 'lucide-react';
import { useId } from 'react';
import type { ResolvedContact } from '@content/departments';
import { departmentMessages as m } from '@shared/messages/departments';

/** The contact's initial, name, title and email (§2.13). */
export function DepartmentContactCard({ contact }: { contact: ResolvedContact }) {
  const headingId = useId();
  const initial = contact.name.trim().charAt(0).toUpperCase();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 items-center gap-4 rounded-lg border bg-background/60 p-4 md:min-w-72"
    >
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
      >
        {initial}
      </span>
      <div className="min-w-0">
        <h3 id={headingId} className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
          {m.contactTitle}
        </h3>
        <p className="mt-1 font-semibold break-words">{contact.name}</p>
        <p className="text-sm text-muted-foreground">{contact.title}</p>
        {contact.email ? (
          <a
            href={`mailto:${contact.email}`}
            className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            {contact.email}
          </a>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground italic">{m.contactNotAssigned}</p>
        )}
      </div>
    </section>
  );
}
