/** The hero's 'Start My Tour Plan' button (site-and-portals.md §2.11): scrolls smoothly to the form. */
import { ArrowDown } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';

export interface StartTourPlanButtonProps {
  /** Id of the form section to scroll to. */
  targetId: string;
  /** Id of the form's heading (focusable with tabIndex -1), which takes focus so keyboard users land there. */
  headingId: string;
}

/** Scrolls to the form (smoothly unless the visitor prefers reduced motion) and focuses its heading. */
export function StartTourPlanButton({ targetId, headingId }: StartTourPlanButtonProps) {
  const scrollToForm = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  };
  return (
    <Button type="button" size="lg" onClick={scrollToForm} aria-controls={targetId}>
      {publicPageMessages.touring.startTourPlan}
      <ArrowDown aria-hidden />
    </Button>
  );
}
