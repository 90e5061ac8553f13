/**
 * Deleting a bucket file (training-program.md §5 "Delete needs confirmation: 'Are you sure you want to delete
 * "{file}"? This action cannot be undone.'", §7 "a delete sets the matching module URL to null", §8 'File "x"
 * deleted successfully', 'Failed to delete file'): the Delete button opens the confirmation; confirming deletes the
 * file and toasts the outcome.
 */
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProgramBucket } from '@shared/limits/admin';
import { adminMessages as m, uploadMessages as t } from '@shared/messages/admin';
import type { BucketFile } from '@shared/schemas/admin';
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
import { useDeleteFile } from '../api/bucket-files';

export interface DeleteFileButtonProps {
  bucket: ProgramBucket;
  file: BucketFile;
}

export function DeleteFileButton({ bucket, file }: DeleteFileButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteFile(bucket);
  const pending = deletion.isPending;

  const confirm = async () => {
    try {
      await deletion.mutateAsync(file.name);
    } catch (error) {
      toast.error(m.deleteFailure, { description: error instanceof Error ? error.message : undefined });
      setOpen(false);
      return;
    }
    toast.success(m.deleted(file.name));
    setOpen(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden />
          {t.delete}
          <span className="sr-only"> {file.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {m.deleteConfirm(file.name)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open while the deletion runs.
              event.preventDefault();
              void confirm();
            }}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {pending ? t.deleting : t.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
