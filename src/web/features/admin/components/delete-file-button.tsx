/**
 * Deleting a bucket file (training-program.md §5 "Delete needs confirmation: 'Are you sure you want to delete
 * "{file}"? This action cannot be undone.'", §7 "a delete sets the matching module URL to null", §8 'File "x"
 * deleted successfully', 'Failed to delete file'): the Delete button opens the confirmation; confirming deletes the
 * file and toasts the outcome.
 */
import { toast } from '@web/lib/toast';
import type { ProgramBucket } from '@shared/limits/admin';
import { adminMessages as m, uploadMessages as t } from '@shared/messages/admin';
import type { BucketFile } from '@shared/schemas/admin';
import { ConfirmDeleteButton } from '@web/components/confirm-delete-button';
import { useDeleteFile } from '../api/bucket-files';

export interface DeleteFileButtonProps {
  bucket: ProgramBucket;
  file: BucketFile;
}

export function DeleteFileButton({ bucket, file }: DeleteFileButtonProps) {
  const deletion = useDeleteFile(bucket);
  const confirm = async () => {
    try {
      await deletion.mutateAsync(file.name);
    } catch (error) {
      toast.error(m.deleteFailure, { description: error instanceof Error ? error.message : undefined });
      return;
    }
    toast.success(m.deleted(file.displayName));
  };
  return (
    <ConfirmDeleteButton
      itemName={file.displayName}
      title={t.deleteTitle}
      description={m.deleteConfirm(file.displayName)}
      onConfirm={confirm}
      pending={deletion.isPending}
      labels={{ delete: t.delete, deleting: t.deleting, cancel: t.cancel }}
    />
  );
}
