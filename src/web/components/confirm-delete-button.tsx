/**
 * The one Delete button of the app with its confirmation (site-and-portals.md §5 "Resources"; training-program.md
 * §5 "Delete needs confirmation"): the button opens a modal confirmation; confirming runs `onConfirm`, keeping the
 * dialog open (and the buttons disabled) until it settles, then closes it. The caller toasts the outcome.
 */
import { Loader2, Trash2 } from 'lucide-react';
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
import { confirmDeleteLabels } from '@shared/messages/site';
import { Button } from './ui/button';

export interface ConfirmDeleteButtonProps {
  /** What is deleted, for screen readers after the button's label (e.g. the file name). */
  itemName: string;
  /** The dialog's title, e.g. 'Delete resource'. */
  title: string;
  /** The question, e.g. 'Are you sure you want to delete "x"? This action cannot be undone.' */
  description: ReactNode;
  /** Runs the deletion; resolves when it is done (the outcome is the caller's to report). */
  onConfirm: () => Promise<void>;
  /** True while the deletion runs. */
  pending: boolean;
  labels?: { delete: string; deleting: string; cancel: string };
}

export function ConfirmDeleteButton({
  itemName,
  title,
  description,
  onConfirm,
  pending,
  labels = confirmDeleteLabels,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden />
          {labels.delete}
          <span className="sr-only"> {itemName}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{labels.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open while the deletion runs.
              event.preventDefault();
              void onConfirm().finally(() => setOpen(false));
            }}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {pending ? labels.deleting : labels.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
