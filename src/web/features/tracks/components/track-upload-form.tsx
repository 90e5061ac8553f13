/**
 * Uploading a track (docs/decisions/0022): title, notes and an audio file (its accepted types named), checked in the
 * browser by type and size, then sent through the form hook and the upload mutation with a progress bar and a
 * cancel button. A failure keeps what was typed and shows the server's field messages on the fields; a cancelled
 * upload is not a failure.
 */
import { Loader2, Upload, X } from 'lucide-react';
import { TRACK_NOTES_MAX, TRACK_TITLE_MAX } from '@shared/limits/tracks';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm } from '@web/lib/use-api-form';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useUploadTrack } from '../api/upload-track';
import { trackUploadFormSchema, type TrackUploadFormValues } from '../utils/track-form-schemas';
import { FILE_INPUT_CLASS, TRACK_ACCEPT, wasCancelled } from '../utils/upload-helpers';

const EMPTY: TrackUploadFormValues = { title: '', notes: '', file: null };
const FIELDS = ['title', 'notes', 'file'] as const;
/** The upload form of /tracks. */
export function TrackUploadForm() {
  const { mutation, progress, cancel } = useUploadTrack();
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: trackUploadFormSchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: m.uploaded,
    failure: (error) => (wasCancelled(error) ? null : { title: m.uploadFailed, text: error.message }),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  // What was typed is not lost by leaving the page by mistake.
  useLeaveGuard(isDirty, m.leaveWarning);

  return (
    <form aria-label={m.uploadTitle} noValidate onSubmit={onSubmit()} className="grid gap-4">
      <FormField id="track-title" label={m.labels.title} required error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...register('title')} maxLength={TRACK_TITLE_MAX} disabled={submitting} />
        )}
      </FormField>
      <FormField id="track-notes" label={m.labels.notes} hint={m.notesHint} error={errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('notes')}
            rows={3}
            maxLength={TRACK_NOTES_MAX}
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField
        id="track-file"
        label={m.labels.file}
        required
        hint={m.fileHint}
        error={errors.file?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('file')}
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
          {m.upload}
        </Button>
        {submitting && (
          <Button type="button" variant="outline" onClick={() => cancel()}>
            <X aria-hidden />
            {m.cancelUpload}
          </Button>
        )}
      </div>
    </form>
  );
}
