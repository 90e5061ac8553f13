import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

interface SectionHeadingProps {
  /** Id of the `<h2>`, referenced by the section's `aria-labelledby`. */
  id: string;
  /** Short line above the heading. */
  eyebrow?: string;
  className?: string;
  children: ReactNode;
}

/** The `<h2>` of a home-page section (site-and-portals.md §2.4), with an optional eyebrow line and accent bar. */
export function SectionHeading({ id, eyebrow, className, children }: SectionHeadingProps) {
  return (
    <div className={cn('space-y-2', className)}>
      {eyebrow && (
        <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.25em] text-muted-foreground">
          <span className="h-0.5 w-8 rounded-full bg-primary" aria-hidden />
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
        {children}
      </h2>
    </div>
  );
}
