/**
 * A form's submit button with its pending state (site-and-portals.md §4, §5: "Submitting...", the button disabled
 * with the form's fields): a spinner before the label while the request is on its way, and the pending label in
 * place of the label when the form has one.
 */
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  /** True while the form's request is on its way. */
  pending: boolean;
  /** The label while pending (e.g. 'Submitting...'); left out, the label stays. */
  pendingLabel?: ReactNode;
  /** The label. */
  children: ReactNode;
}

/** The submit button: spinner and pending label while `pending`; other props go to the {@link Button}. */
export function SubmitButton({ pending, pendingLabel, children, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" {...button}>
      {pending && <Loader2 className="animate-spin" aria-hidden />}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
