/**
 * The APPLY NOW button (training-program.md §2 item 1): opens the application dialog. It is a link to the page's
 * `#apply` section (./application-section) with the role of a button: before (and without) the scripts it leads to
 * the same form on the page; with them a click opens the dialog instead (docs/decisions/0001 "Forms without
 * JavaScript").
 */
import { Sparkles } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { programLandingMessages } from '@shared/messages/program';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { APPLY_SECTION_ID } from '../utils/apply-section';
import { preloadApplicationDialog } from '../utils/load-application-dialog';

export interface ApplyNowButtonProps {
  /** Opens the dialog (the shared dialog state's `openFrom`). */
  onApply: (event: MouseEvent<HTMLElement>) => void;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** APPLY NOW; loads the dialog's code as soon as a pointer or the keyboard reaches it. */
export function ApplyNowButton({ onApply, variant, className }: ApplyNowButtonProps) {
  const open = (event: MouseEvent<HTMLElement>) => {
    // The dialog, not the section: the address stays as it is.
    event.preventDefault();
    onApply(event);
  };
  // A button answers Space too; a link only Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a
        href={`#${APPLY_SECTION_ID}`}
        role="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadApplicationDialog}
        onFocus={preloadApplicationDialog}
        onClick={open}
        onKeyDown={onKeyDown}
      >
        <Sparkles aria-hidden />
        {programLandingMessages.applyNow}
      </a>
    </Button>
  );
}
