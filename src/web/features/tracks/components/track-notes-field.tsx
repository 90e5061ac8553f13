/**
 * The notes field of the tracks forms (docs/decisions/0022): a textarea bounded by the shared notes limit, with its
 * label, an optional hint and the field's error.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TRACK_NOTES_MAX } from '@shared/limits/tracks';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';

export interface TrackNotesFieldProps {
  /** The textarea's id. */
  id: string;
  /** `register('notes')` of the form. */
  notes: UseFormRegisterReturn;
  /** Help text under the field, if any. */
  hint?: string;
  /** The field's error message, if any. */
  error?: string;
  /** Visible lines. */
  rows: number;
  disabled: boolean;
}

/** The labelled notes textarea of a track or a version. */
export function TrackNotesField({ id, notes, hint, error, rows, disabled }: TrackNotesFieldProps) {
  return (
    <FormField id={id} label={m.labels.notes} hint={hint} error={error}>
      {(control) => (
        <Textarea {...control} {...notes} rows={rows} maxLength={TRACK_NOTES_MAX} disabled={disabled} />
      )}
    </FormField>
  );
}
