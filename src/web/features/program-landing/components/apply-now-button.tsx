/** The APPLY NOW button (training-program.md §2 item 1): opens the application dialog. */
import { Sparkles } from 'lucide-react';
import type { MouseEvent } from 'react';
import { programLandingMessages } from '@shared/messages/program';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { preloadApplicationDialog } from '../utils/load-application-dialog';

export interface ApplyNowButtonProps {
  /** Opens the dialog (the shared dialog state's `openFrom`). */
  onApply: (event: MouseEvent<HTMLElement>) => void;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** APPLY NOW; loads the dialog's code as soon as a pointer or the keyboard reaches it. */
export function ApplyNowButton({ onApply, variant, className }: ApplyNowButtonProps) {
  return (
    <Button
      type="button"
      size="lg"
      variant={variant}
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preloadApplicationDialog}
      onFocus={preloadApplicationDialog}
      onClick={onApply}
    >
      <Sparkles aria-hidden />
      {programLandingMessages.applyNow}
    </Button>
  );
}
