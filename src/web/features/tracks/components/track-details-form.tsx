/**
 * A track's title, notes and whether other learners may give feedback (docs/decisions/0022), for its learner: saved
 * with `PATCH /api/tracks/:id`; a failure keeps what was typed and shows the server's field messages.
 */
import { Loader2 } from 'lucide-react';
import { TRACK_TITLE_MAX } from '@shared/limits/tracks';
import { trackPageMessages as m, tracksPageMessages as tm } from '@shared/messages/track-pages';
import type { Track } from '@shared/schemas/tracks';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { useApiForm } from '@web/lib/use-api-form';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useUpdateTrack } from '../api/update-track';
import { trackDetailsFormSchema, type TrackDetailsFormValues } from '../utils/track-form-schemas';
import { TrackNotesField } from './track-notes-field';

const FIELDS = ['title', 'notes', 'allowPeerFeedback'] as const;

/** The form's values for `track`. */
function valuesOf(track: Track): TrackDetailsFormValues {
  return { title: track.title, notes: track.notes, allowPeerFeedback: track.allowPeerFeedback };
}

/** The details form of `track`. */
export function TrackDetailsForm({ track }: { track: Track }) {
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: trackDetailsFormSchema,
    empty: valuesOf(track),
    mutation: useUpdateTrack(track.id),
    fields: FIELDS,
    message: { success: m.saved, failure: (error) => error.message || m.saveFailure },
    keepValues: true,
    onSuccess: (answer) => form.reset(valuesOf(answer.track)),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useLeaveGuard(isDirty, m.leaveWarning);

  return (
    <form noValidate onSubmit={onSubmit()} aria-label={m.settingsTitle} className="grid gap-4">
      <FormField id="track-details-title" label={tm.labels.title} required error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...register('title')} maxLength={TRACK_TITLE_MAX} disabled={submitting} />
        )}
      </FormField>
      <TrackNotesField
        id="track-details-notes"
        notes={register('notes')}
        error={errors.notes?.message}
        rows={3}
        disabled={submitting}
      />
      <div className="flex items-center gap-2">
        <Checkbox id="track-details-peers" {...register('allowPeerFeedback')} disabled={submitting} />
        <Label htmlFor="track-details-peers">{m.allowPeerFeedback}</Label>
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting && <Loader2 aria-hidden className="animate-spin" />}
          {submitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
