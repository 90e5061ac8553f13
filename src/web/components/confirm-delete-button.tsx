/**
 * The one Delete button of the app with its confirmation (site-and-portals.md §5 "Resources"; training-program.md
 * §5 "Delete needs confirmation"): a {@link ConfirmButton} with the Delete texts. The caller toasts the outcome.
 */
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { confirmDeleteLabels } from '@shared/messages/site';
import { ConfirmButton } from './confirm-button';

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
  return (
    <ConfirmButton
      trigger={
        <>
          <Trash2 aria-hidden />
          {labels.delete}
          <span className="sr-only"> {itemName}</span>
        </>
      }
      triggerVariant="outline"
      triggerSize="sm"
      title={title}
      description={description}
      confirm={{ label: labels.delete, pendingLabel: labels.deleting }}
      cancelLabel={labels.cancel}
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
