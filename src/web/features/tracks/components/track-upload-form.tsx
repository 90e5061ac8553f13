/**
 * Uploading a track (docs/decisions/0022): title, notes and an audio file (its accepted types named), checked in the
 * browser by type and size, then sent through the form hook and the upload mutation with a progress bar and a
 * cancel button. A failure keeps what was typed and shows the server's field messages on the fields; a cancelled
 * upload is not a failure.
 */
import { TRACK_TITLE_MAX } from '@shared/limits/tracks';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useApiForm } from '@web/lib/use-api-form';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useUploadTrack } from '../api/upload-track';
import { trackUploadFormSchema, type TrackUploadFormValues } from '../utils/track-form-schemas';
import { wasCancelled } from '../utils/upload-helpers';
import { AudioUploadControls } from './audio-upload-controls';
import { TrackNotesField } from './track-notes-field';

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
      <TrackNotesField
        id="track-notes"
        notes={register('notes')}
        hint={m.notesHint}
        error={errors.notes?.message}
        rows={3}
        disabled={submitting}
      />
      <AudioUploadControls
        id="track-file"
        file={register('file')}
        error={errors.file?.message}
        submitting={submitting}
        prerenderPass={prerenderPass}
        submitRef={submitRef}
        progress={progress}
        submitLabel={m.upload}
        onCancel={() => cancel()}
      />
    </form>
  );
}
