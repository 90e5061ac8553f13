/**
 * APPLY NOW with the application dialog it opens (training-program.md §2 items 1-2): an island of
 * /artist-development (docs/decisions/0004, "Islands"), hydrated on first interaction; the dialog's code loads on
 * the first open, and closing it returns focus to the button.
 */
import type { ButtonProps } from '@web/components/ui/button';
import { useApplicationDialog } from '../hooks/use-application-dialog';
import { ApplicationDialogLoader } from './application-dialog-loader';
import { ApplyNowButton } from './apply-now-button';

/** Props of {@link ApplyNow}: serialisable, since it is an island. */
export interface ApplyNowProps {
  variant?: ButtonProps['variant'];
  className?: string;
}

/** The button and, once asked for, its dialog. */
export function ApplyNow({ variant, className }: ApplyNowProps) {
  const dialog = useApplicationDialog();
  return (
    <>
      <ApplyNowButton onApply={dialog.openFrom} variant={variant} className={className} />
      <ApplicationDialogLoader state={dialog} />
    </>
  );
}
