/**
 * Uploading a new version of a track (docs/decisions/0022), for its learner: notes and an audio file, with a progress
 * bar and a cancel button; the earlier versions stay as they are. After the upload the page plays the new version.
 */
import { trackPageMessages as m, tracksPageMessages as tm } from '@shared/messages/track-pages';
import type { TrackAnswer } from '@shared/schemas/tracks';
import { useApiForm } from '@web/lib/use-api-form';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useUploadVersion } from '../api/upload-version';
import { versionUploadFormSchema, type VersionUploadFormValues } from '../utils/track-form-schemas';
import { wasCancelled } from '../utils/upload-helpers';
import { AudioUploadControls } from './audio-upload-controls';
import { TrackNotesField } from './track-notes-field';

const EMPTY: VersionUploadFormValues = { notes: '', file: null };
const FIELDS = ['notes', 'file'] as const;

export interface VersionUploadFormProps {
  trackId: string;
  onUploaded: (answer: TrackAnswer) => void;
}

/** The new version form. */
export function VersionUploadForm({ trackId, onUploaded }: VersionUploadFormProps) {
  const { mutation, progress, cancel } = useUploadVersion(trackId, onUploaded);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: versionUploadFormSchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: m.versionUploaded2,
    failure: (error) => (wasCancelled(error) ? null : { title: tm.uploadFailed, text: error.message }),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  // What was typed is not lost by leaving the page by mistake.
  useLeaveGuard(isDirty, tm.leaveWarning);

  return (
    <form aria-label={m.newVersionTitle} noValidate onSubmit={onSubmit()} className="grid gap-4">
      <TrackNotesField
        id="version-notes"
        notes={register('notes')}
        hint={m.versionNotesHint}
        error={errors.notes?.message}
        rows={2}
        disabled={submitting}
      />
      <AudioUploadControls
        id="version-file"
        file={register('file')}
        error={errors.file?.message}
        submitting={submitting}
        prerenderPass={prerenderPass}
        submitRef={submitRef}
        progress={progress}
        submitLabel={m.uploadVersion}
        onCancel={() => cancel()}
      />
    </form>
  );
}
