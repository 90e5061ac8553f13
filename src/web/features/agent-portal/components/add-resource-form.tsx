/**
 * The Add Resource panel (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources", §8 "Resources"):
 * a title, an optional URL and an optional file. The title defaults to the chosen file's name, or 'New Resource'
 * when there is neither a title nor a file; the submit button stays disabled while the title is empty and no file
 * is chosen. Validation, sending and the outcome go through the shared form hook (`useApiForm`) and the API
 * client's upload, which reports progress for the progress bar. Success toasts 'Success' / 'Resource added successfully!' and closes
 * the panel (its fields reset, the list reloads); a resource saved without its file adds a warning. Failure toasts
 * 'Error' / 'Failed to add resource' and shows the server's message under the field it concerns.
 */
import { Loader2, Upload } from 'lucide-react';
import { useEffect, type ChangeEvent } from 'react';
import { toast } from '@web/lib/toast';
import { RESOURCE_EXTENSIONS, RESOURCE_MAX_FILE_BYTES, RESOURCE_TITLE_MAX } from '@shared/limits/departments';
import { resourceMessages as m } from '@shared/messages/departments';
import { resourceTitle } from '@shared/schemas/department-resource';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { ApiError, CLIENT_ERROR_CODES } from '@web/lib/api-client';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { useAddResource } from '../api/add-resource';
import { addResourceFormSchema, type AddResourceFormValues } from '../utils/add-resource-schema';

const FIELDS = ['title', 'url', 'file'] as const;

const EMPTY: AddResourceFormValues = { title: '', url: '', file: null };

/** The file picker's filter: the accepted extensions. */
const ACCEPT = RESOURCE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The largest file, in MB, for the hint. */
const MAX_FILE_MB = RESOURCE_MAX_FILE_BYTES / (1024 * 1024);

export interface AddResourceFormProps {
  slug: string;
  /** Closes the panel: after a success, or on Cancel. */
  onClose: () => void;
}

/** The add form; mounted while the panel is open, so closing it resets the fields. */
export function AddResourceForm({ slug, onClose }: AddResourceFormProps) {
  const { mutation, progress, cancel } = useAddResource(slug);
  const {
    form,
    submitting: pending,
    prerenderPass,
    submitRef,
    onSubmit,
  } = useApiForm({
    schema: addResourceFormSchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: m.addSuccess,
    // A cancelled upload is not a failure to report.
    failure: (error) =>
      error instanceof ApiError && error.code === CLIENT_ERROR_CODES.aborted ? null : m.addFailure,
    onSuccess: (answer) => {
      if (answer.upload === 'failed') {
        toast.warning(m.fileNotStored.title, { description: m.fileNotStored.text });
      }
      onClose();
    },
  });
  const {
    register,
    setValue,
    getValues,
    setFocus,
    control,
    formState: { errors },
  } = form;

  useEffect(() => setFocus('title'), [setFocus]);

  const title = useWatch({ control, name: 'title' });
  const file = useWatch({ control, name: 'file' })?.[0] ?? null;
  const canSubmit = (title.trim() !== '' || file !== null) && !pending && !prerenderPass;

  const fileField = register('file', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = event.target.files?.[0];
      // The title defaults to the file's name (§5), shown in the field so it can be changed.
      if (chosen && getValues('title').trim() === '') setValue('title', resourceTitle(null, chosen.name));
    },
  });

  return (
    <form
      aria-label={m.addResource}
      noValidate
      onSubmit={onSubmit()}
      className="grid gap-4 rounded-xl border bg-muted/30 p-4 sm:p-6"
    >
      <FormField
        id="add-resource-title"
        label={m.titleLabel}
        hint={m.titleHint}
        error={errors.title?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('title')}
            maxLength={RESOURCE_TITLE_MAX}
            disabled={pending}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="add-resource-url" label={m.urlLabel} hint={m.urlHint} error={errors.url?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('url')}
            type="url"
            inputMode="url"
            placeholder={m.urlPlaceholder}
            disabled={pending}
          />
        )}
      </FormField>
      <FormField
        id="add-resource-file"
        label={m.fileLabel}
        hint={m.fileHint(RESOURCE_EXTENSIONS.join(', '), MAX_FILE_MB)}
        error={errors.file?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...fileField}
            type="file"
            accept={ACCEPT}
            disabled={pending}
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground"
          />
        )}
      </FormField>

      {pending && progress !== null && (
        <div className="grid gap-1.5">
          <Progress value={progress} aria-label={m.uploadProgress} />
          <p className="text-sm text-muted-foreground" aria-hidden>
            {m.uploading(progress)}
          </p>
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (!cancel()) onClose();
          }}
        >
          {pending ? m.cancelUpload : m.cancel}
        </Button>
        <Button ref={submitRef} type="submit" disabled={!canSubmit}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {pending ? m.adding : m.addResource}
        </Button>
      </div>
    </form>
  );
}
