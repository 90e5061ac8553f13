/**
 * The Add Resource panel (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources", §8 "Resources"):
 * a title, an optional URL and an optional file. The title defaults to the chosen file's name, or 'New Resource'
 * when there is neither a title nor a file; the submit button stays disabled while the title is empty and no file
 * is chosen. The upload shows a progress bar. Success toasts 'Success' / 'Resource added successfully!' and closes
 * the panel (its fields reset, the list reloads); a resource saved without its file adds a warning. Failure toasts
 * 'Error' / 'Failed to add resource' and shows the server's message under the field it concerns.
 */
import { Loader2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { resourceMessages as m } from '@shared/department-messages';
import {
  fileExtension,
  RESOURCE_EXTENSIONS,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_TITLE_MAX,
  resourceFieldsSchema,
  resourceFileMessages,
  resourceTitle,
} from '@shared/schemas/department-resource';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { ApiError } from '@web/lib/api-client';
import { useAddResource } from '../api/add-resource';

interface AddResourceValues {
  title: string;
  url: string;
  file: FileList | null;
}

const FIELDS = ['title', 'url', 'file'] as const;

const EMPTY: AddResourceValues = { title: '', url: '', file: null };

/** The file picker's filter: the accepted extensions. */
const ACCEPT = RESOURCE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Checks one text field with the shared schema the server applies: true, or the first message. */
function checkField(field: 'title' | 'url') {
  return (value: string): true | string => {
    const result = resourceFieldsSchema.shape[field].safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? 'Please check this field.');
  };
}

/** Checks the chosen file before uploading it: its type by name, and its size (training-program.md §5). */
function checkFile(files: FileList | null): true | string {
  const file = files?.[0];
  if (!file) return true;
  if (!(RESOURCE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return resourceFileMessages.invalidType;
  }
  return file.size <= RESOURCE_MAX_FILE_BYTES || resourceFileMessages.tooLarge;
}

export interface AddResourceFormProps {
  slug: string;
  /** Closes the panel: after a success, or on Cancel. */
  onClose: () => void;
}

/** The add form; mounted while the panel is open, so closing it resets the fields. */
export function AddResourceForm({ slug, onClose }: AddResourceFormProps) {
  const addResource = useAddResource(slug);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<AddResourceValues>({ defaultValues: EMPTY });

  useEffect(() => setFocus('title'), [setFocus]);

  const title = useWatch({ control, name: 'title' });
  const file = useWatch({ control, name: 'file' })?.[0] ?? null;
  const pending = addResource.isPending;
  const canSubmit = (title.trim() !== '' || file !== null) && !pending;

  const fileField = register('file', {
    validate: checkFile,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = event.target.files?.[0];
      // The title defaults to the file's name (§5).
      if (chosen && getValues('title').trim() === '') {
        setValue('title', chosen.name.slice(0, RESOURCE_TITLE_MAX));
      }
    },
  });

  const submit = async (values: AddResourceValues) => {
    const chosen = values.file?.[0] ?? null;
    // The fields passed `checkField`, so they parse; the server cleans them the same way again.
    const parsed = resourceFieldsSchema.safeParse({ title: values.title, url: values.url });
    const fields = parsed.success ? parsed.data : { title: values.title.trim(), url: values.url.trim() };
    const input = {
      title: resourceTitle(fields.title, chosen?.name ?? null),
      url: fields.url ?? undefined,
      file: chosen,
    };
    const controller = new AbortController();
    abort.current = controller;
    setProgress(chosen ? 0 : null);
    try {
      const answer = await addResource.mutateAsync({
        input,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)),
      });
      toast.success(m.addSuccess.title, { description: m.addSuccess.text });
      if (answer.upload === 'failed') {
        toast.warning(m.fileNotStored.title, { description: m.fileNotStored.text });
      }
      onClose();
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.code === 'aborted') return;
      toast.error(m.addFailure.title, { description: m.addFailure.text });
      if (error instanceof ApiError) {
        const rejected = FIELDS.filter((field) => error.fields[field]);
        for (const field of rejected) setError(field, { message: error.fields[field] });
        if (rejected[0]) setFocus(rejected[0]);
      }
    } finally {
      abort.current = null;
    }
  };

  return (
    <form
      aria-label="Add Resource"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4 rounded-xl border bg-muted/30 p-4 sm:p-6"
    >
      <FormField
        id="add-resource-title"
        label="Title"
        hint="Defaults to the file's name."
        error={errors.title?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('title', { validate: checkField('title') })}
            maxLength={RESOURCE_TITLE_MAX}
            disabled={pending}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        id="add-resource-url"
        label="URL (optional)"
        hint="A link to the resource, e.g. https://…"
        error={errors.url?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('url', { validate: checkField('url') })}
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={pending}
          />
        )}
      </FormField>
      <FormField
        id="add-resource-file"
        label="File (optional)"
        hint={`Documents, images or audio (${RESOURCE_EXTENSIONS.join(', ')}), up to 50 MB.`}
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
          <Progress value={progress} aria-label="Upload progress" />
          <p className="text-sm text-muted-foreground" aria-hidden>
            Uploading... {progress}%
          </p>
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (abort.current) abort.current.abort();
            else onClose();
          }}
        >
          {pending ? 'Cancel upload' : 'Cancel'}
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {pending ? 'Adding...' : m.addResource}
        </Button>
      </div>
    </form>
  );
}
