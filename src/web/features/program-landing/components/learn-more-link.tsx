/**
 * LEARN MORE (training-program.md §2 item 1): a link to the Program Overview, so it works before any script; once
 * its island has hydrated (docs/decisions/0004, "Islands"), it scrolls smoothly (unless the visitor prefers reduced
 * motion) and moves focus to the overview's heading.
 */
import { ArrowDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { programLandingMessages } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';

/** Props of {@link LearnMoreLink}. */
export interface LearnMoreLinkProps {
  /** Id of the overview section it leads to. */
  overviewId: string;
  /** Id of the overview's heading (focusable with tabIndex -1), which takes focus so keyboard users land there. */
  overviewHeadingId: string;
}

export function LearnMoreLink({ overviewId, overviewHeadingId }: LearnMoreLinkProps) {
  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(overviewId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(overviewHeadingId)?.focus({ preventScroll: true });
  };
  return (
    <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
      <a href={`#${overviewId}`} onClick={learnMore}>
        {programLandingMessages.learnMore}
        <ArrowDown aria-hidden />
      </a>
    </Button>
  );
}
