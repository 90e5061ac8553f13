/**
 * Uploading to a bucket (training-program.md §5 "Uploads", §8 "Upload", §9 "Upload limits"): a file input limited
 * to the bucket's types, checked by type and size before anything is sent, then sent through the form hook and the
 * API client's upload with a progress bar and a cancel button. Success toasts 'Upload successful' / 'File has been
 * uploaded successfully.'; failure 'Upload failed' with the server's message, else 'Failed to upload file'. A
 * cancelled upload is not a failure.
 */
import { Loader2, Upload, X } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from '@web/lib/toast';
import type { ProgramBucket } from '@shared/limits/admin';
import { uploadMessages as t } from '@shared/messages/admin';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { ApiError, CLIENT_ERROR_CODES } from '@web/lib/api-client';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { useUploadFile } from '../api/bucket-files';
import { uploadFormSchema, type UploadFormValues } from '../utils/form-schemas';

const EMPTY: UploadFormValues = { file: null };
const FIELDS = ['file'] as const;

export interface UploadFormProps {
  bucket: ProgramBucket;
  rule: { extensions: readonly string[]; maxBytes: number };
}

export function UploadForm({ bucket, rule }: UploadFormProps) {
  const { mutation, progress, cancel } = useUploadFile(bucket);
  const schema = useMemo(() => uploadFormSchema(bucket), [bucket]);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: t.success,
    failure: (error) => {
      if (error instanceof ApiError && error.code === CLIENT_ERROR_CODES.aborted) {
        toast.info(t.cancelled);
        return null;
      }
      return { title: t.failureTitle, text: error.message || t.failureFallback };
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const chosen = useWatch({ control, name: 'file' })?.[0] ?? null;
  const id = `${bucket}-upload`;

  return (
    <form aria-label={`${t.upload}: ${bucket}`} noValidate onSubmit={onSubmit()} className="grid gap-3">
      <FormField
        id={id}
        label={t.chooseFile}
        hint={t.hint(rule.extensions, rule.maxBytes)}
        error={errors.file?.message}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('file')}
            type="file"
            accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
            disabled={submitting}
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground"
          />
        )}
      </FormField>
      {submitting && progress !== null && (
        <div className="grid gap-1.5">
          <Progress value={progress} aria-label={t.uploading(progress)} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t.uploading(progress)}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass || !chosen}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {t.upload}
        </Button>
        {submitting && (
          <Button type="button" variant="outline" onClick={() => cancel()}>
            <X aria-hidden />
            {t.cancelUpload}
          </Button>
        )}
      </div>
    </form>
  );
}
