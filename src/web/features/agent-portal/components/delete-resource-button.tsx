/**
 * Deleting one resource (site-and-portals.md §5 "Resources", §8 "Resources"): the Delete button opens a modal
 * confirmation, 'Are you sure you want to delete this resource?'; confirming deletes it and toasts 'Success' /
 * 'Resource deleted successfully', or 'Error' / 'Failed to delete resource'.
 */
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { resourceMessages as m } from '@shared/messages/departments';
import type { DepartmentResource } from '@shared/schemas/departments';
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
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteResource } from '../api/delete-resource';

export interface DeleteResourceButtonProps {
  slug: string;
  resource: DepartmentResource;
  /** After a deletion, once the list has reloaded without the resource (this button is gone by then). */
  onDeleted: () => void;
}

/** The Delete button and its confirmation dialog. */
export function DeleteResourceButton({ slug, resource, onDeleted }: DeleteResourceButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteResource(slug);
  const pending = deletion.isPending;

  const confirm = async () => {
    try {
      await deletion.mutateAsync(resource.id);
    } catch {
      toast.error(m.deleteFailure.title, { description: m.deleteFailure.text });
      setOpen(false);
      return;
    }
    toast.success(m.deleteSuccess.title, { description: m.deleteSuccess.text });
    setOpen(false);
    onDeleted();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden />
          Delete
          <span className="sr-only"> {resource.title}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete resource</AlertDialogTitle>
          <AlertDialogDescription>
            {m.deleteConfirm}{' '}
            <span className="font-semibold break-words text-foreground">{resource.title}</span>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open while the deletion runs.
              event.preventDefault();
              void confirm();
            }}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {pending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
