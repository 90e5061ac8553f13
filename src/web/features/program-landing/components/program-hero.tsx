/**
 * The hero of the program landing page (training-program.md §2 item 1): the program, APPLY NOW, and LEARN MORE,
 * which scrolls to the Program Overview.
 */
import { ArrowDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { programLandingMessages } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';
import { PROGRAM_NAME } from '../utils/program-content';
import { ApplyNowButton } from './apply-now-button';

export interface ProgramHeroProps {
  /** Opens the application dialog. */
  onApply: (event: MouseEvent<HTMLElement>) => void;
  /** Id of the overview section LEARN MORE scrolls to. */
  overviewId: string;
  /** Id of the overview's heading (focusable with tabIndex -1), which takes focus so keyboard users land there. */
  overviewHeadingId: string;
}

export function ProgramHero({ onApply, overviewId, overviewHeadingId }: ProgramHeroProps) {
  /** A link, so it works before the scripts run; with them, it scrolls (smoothly unless reduced motion) and focuses. */
  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(overviewId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(overviewHeadingId)?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="program-hero-heading" className="relative isolate overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-15"
        aria-hidden
      />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {programLandingMessages.eyebrow}
        </p>
        <h1
          id="program-hero-heading"
          className="mt-3 text-4xl font-black tracking-tight text-balance sm:text-6xl"
        >
          {PROGRAM_NAME}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          {programLandingMessages.heroLead}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ApplyNowButton onApply={onApply} className="w-full sm:w-auto" />
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href={`#${overviewId}`} onClick={learnMore}>
              {programLandingMessages.learnMore}
              <ArrowDown aria-hidden />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
