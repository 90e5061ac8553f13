/**
 * The press kit's photo (item 1): the current photo as a preview, and an upload that starts as soon as a file is
 * chosen, with a progress bar and Cancel; the server checks the file by its content and keeps it at the page's
 * widths. Its refusal (not an image, too large) is shown under the field. Remove deletes it.
 */
import { ImageUp, Loader2, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import type { PressKitPhoto } from '@shared/schemas/press-kits';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { ApiError, CLIENT_ERROR_CODES } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useDeletePhoto } from '../api/delete-photo';
import { useUploadPhoto } from '../api/upload-photo';

export interface PhotoFieldProps {
  photo: PressKitPhoto | null;
}

/** The photo's preview, upload and removal. */
export function PhotoField({ photo }: PhotoFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const busy = upload.mutation.isPending || remove.isPending;
  const preview = photo?.sizes.find((size) => size.width >= 320) ?? photo?.sizes[0];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    upload.mutation.mutate(file, {
      onSuccess: () => toast.success(m.photo.uploaded),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === CLIENT_ERROR_CODES.aborted) return;
        setError(
          (failure instanceof ApiError && (failure.fields.file ?? failure.message)) || m.photo.failure,
        );
      },
    });
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(m.photo.removed),
      onError: (failure) => setError(failure.message || m.photo.failure),
    });
  };

  return (
    <div className="grid gap-3">
      <Label htmlFor={inputId}>{m.labels.photo}</Label>
      <div className="flex flex-wrap items-start gap-4">
        <div className="size-28 shrink-0 overflow-hidden rounded-lg border bg-muted">
          {preview && (
            <img
              src={preview.url}
              alt={m.photo.previewAlt}
              width={112}
              height={112}
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={onChange}
            disabled={busy}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              <ImageUp aria-hidden />
              {photo ? m.photo.replace : m.photo.choose}
            </Button>
            {photo && (
              <Button type="button" variant="ghost" onClick={onRemove} disabled={busy}>
                {remove.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
                {m.photo.remove}
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {m.hints.photo}
          </p>
          {upload.progress !== null && (
            <div className="grid gap-1" role="status">
              <Progress value={upload.progress} aria-label={m.photo.progressLabel} />
              <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                <span>{m.photo.uploading(upload.progress)}</span>
                <Button type="button" variant="ghost" size="sm" onClick={() => upload.cancel()}>
                  <X aria-hidden />
                  {m.photo.cancel}
                </Button>
              </div>
            </div>
          )}
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </div>
      </div>
    </div>
  );
}
