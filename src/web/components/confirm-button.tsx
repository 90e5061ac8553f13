/**
 * A button that asks first (training-program.md §5 "Delete needs confirmation"; issue "Staff operations" item 2):
 * it opens a modal confirmation; confirming runs `onConfirm`, keeping the dialog open (its buttons disabled) until it
 * settles, then closes it. Focus starts on Cancel, Escape closes the dialog, focus returns to the button. The caller
 * reports the outcome.
 */
import { Loader2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { Button, buttonVariants } from './ui/button';

type Variant = NonNullable<Parameters<typeof buttonVariants>[0]>['variant'];

export interface ConfirmButtonProps {
  /** The icon (decorative) before the button's content and before the confirming button's label. */
  icon?: LucideIcon;
  /** The button's content (its label). */
  trigger: ReactNode;
  triggerVariant?: Variant;
  triggerSize?: NonNullable<Parameters<typeof buttonVariants>[0]>['size'];
  /** The button is disabled (e.g. while another action runs). */
  disabled?: boolean;
  /** The dialog's title. */
  title: string;
  /** The question. */
  description: ReactNode;
  /**
   * The confirming button's content (`icon` replaces the one named above); `pendingLabel` replaces its text while
   * `onConfirm` runs.
   */
  confirm: { icon?: ReactNode; label: string; pendingLabel?: string; variant?: Variant };
  cancelLabel: string;
  /** Runs the action; resolves when it is done. */
  onConfirm: () => Promise<void>;
  /** True while the action runs. */
  pending: boolean;
}

export function ConfirmButton({
  icon: Icon,
  trigger,
  triggerVariant,
  triggerSize,
  disabled,
  title,
  description,
  confirm,
  cancelLabel,
  onConfirm,
  pending,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant={triggerVariant} size={triggerSize} disabled={disabled}>
          {Icon && <Icon aria-hidden />}
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={confirm.variant ? buttonVariants({ variant: confirm.variant }) : undefined}
            disabled={pending}
            aria-busy={pending}
            onClick={(event) => {
              // Keep the dialog open while the action runs.
              event.preventDefault();
              void onConfirm().finally(() => setOpen(false));
            }}
          >
            {pending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              (confirm.icon ?? (Icon && <Icon aria-hidden />))
            )}
            {pending && confirm.pendingLabel ? confirm.pendingLabel : confirm.label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
