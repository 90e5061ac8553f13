/**
 * What both upload forms of tracks end with (docs/decisions/0022): the audio file field (its accepted types named),
 * the progress bar while the file is sent, and the submit and cancel buttons.
 */
import { Loader2, Upload, X } from 'lucide-react';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { FILE_INPUT_CLASS, TRACK_ACCEPT } from '../utils/upload-helpers';

export interface AudioUploadControlsProps {
  /** The file input's id. */
  id: string;
  /** `register('file')` of the form. */
  file: UseFormRegisterReturn;
  /** The file field's error message, if any. */
  error?: string;
  /** From the form hook. */
  submitting: boolean;
  prerenderPass: boolean;
  submitRef: Ref<HTMLButtonElement>;
  /** Percent sent, or null before the upload starts. */
  progress: number | null;
  /** The submit button's text. */
  submitLabel: string;
  /** Stops the upload. */
  onCancel: () => void;
}

/** The file field, the progress and the buttons of an audio upload. */
export function AudioUploadControls({
  id,
  file,
  error,
  submitting,
  prerenderPass,
  submitRef,
  progress,
  submitLabel,
  onCancel,
}: AudioUploadControlsProps) {
  return (
    <>
      <FormField id={id} label={m.labels.file} required hint={m.fileHint} error={error}>
        {(control) => (
          <Input
            {...control}
            {...file}
            type="file"
            accept={TRACK_ACCEPT}
            disabled={submitting}
            className={FILE_INPUT_CLASS}
          />
        )}
      </FormField>
      {submitting && progress !== null && (
        <div className="grid gap-1.5">
          <Progress value={progress} aria-label={m.uploading(progress)} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {m.uploading(progress)}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {submitLabel}
        </Button>
        {submitting && (
          <Button type="button" variant="outline" onClick={onCancel}>
            <X aria-hidden />
            {m.cancelUpload}
          </Button>
        )}
      </div>
    </>
  );
}
