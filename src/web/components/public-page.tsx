/**
 * A page of the public site (site-and-portals.md §2.6–§2.11): it fades in and opens with a centred intro (an
 * eyebrow line, the page's one `<h1>` and a lead), then its sections.
 */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export interface PublicPageProps {
  /** The intro's texts. */
  intro: { eyebrow: string; title: string; lead: string };
  /** What stands in the intro under the lead (a call to action, a list), if anything. */
  introExtra?: ReactNode;
  /** Classes added to the intro's (the bottom space, say). */
  introClassName?: string;
  children: ReactNode;
}

/** The page's wrapper and intro, with `children` after the intro. */
export function PublicPage({ intro, introExtra, introClassName, children }: PublicPageProps) {
  return (
    <div className="animate-page-fade-in">
      <section
        className={cn('mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-20', introClassName)}
      >
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {intro.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{intro.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{intro.lead}</p>
        {introExtra}
      </section>
      {children}
    </div>
  );
}
