/**
 * Renaming a bucket file (training-program.md §5 "Rename: the new name must be non-empty; if it has no dot the
 * original extension is kept", §8 'File renamed from "x" to "y"', 'Failed to rename file'; docs/decisions/0017): a
 * dialog with the new display name, sent through the form hook; the server's message shows under the field. The
 * stored name, and so every module using the file, stays as it is.
 */
import { Loader2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { BUCKET_FILE_NAME_MAX, type ProgramBucket } from '@shared/limits/admin';
import { adminMessages as m, uploadMessages as t } from '@shared/messages/admin';
import type { BucketFile } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useApiForm } from '@web/lib/use-api-form';
import { useRenameFile } from '../api/bucket-files';
import { renameFormSchema, type RenameFormValues } from '../utils/form-schemas';

const FIELDS = ['name'] as const;

export interface RenameFileDialogProps {
  bucket: ProgramBucket;
  file: BucketFile;
}

/** The Rename button and its dialog. */
export function RenameFileDialog({ bucket, file }: RenameFileDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Pencil aria-hidden />
          {t.rename}
          <span className="sr-only"> {file.displayName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.renameTitle}</DialogTitle>
          <DialogDescription>
            <span className="font-semibold break-all text-foreground">{file.displayName}</span>.{' '}
            {t.renameDescription}
          </DialogDescription>
        </DialogHeader>
        {open && <RenameForm bucket={bucket} file={file} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The form inside the dialog; mounted while it is open, so it starts from the current name every time. */
function RenameForm({ bucket, file, onDone }: RenameFileDialogProps & { onDone: () => void }) {
  const mutation = useRenameFile(bucket, file.name);
  const empty: RenameFormValues = { name: file.displayName };
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: renameFormSchema,
    empty,
    mutation,
    fields: FIELDS,
    keepValues: true,
    failure: (error) => ({ title: m.renameFailure, text: error.message }),
    onSuccess: (answer) => {
      toast.success(m.renamed(answer.from, answer.file.displayName));
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const id = `rename-${bucket}-${file.name}`;
  return (
    <form noValidate onSubmit={onSubmit()} className="grid gap-4">
      <FormField id={id} label={t.newName} error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            autoComplete="off"
            maxLength={BUCKET_FILE_NAME_MAX}
            disabled={submitting}
            autoFocus
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={submitting}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Pencil aria-hidden />}
          {submitting ? t.renaming : t.rename}
        </Button>
      </DialogFooter>
    </form>
  );
}
