/**
 * The press-kit form (item 1): every part of the kit the learner writes (stage name, short and long bio, genres,
 * location, upcoming release, links, achievements, featured tracks, whether the certificate shows), checked in the
 * browser by the shared schema and saved whole. The server's refusals show on their fields and what was typed
 * stays; leaving with unsaved changes asks first. The worksheet answers the server offers can be taken into a
 * field with one click. The current values drive the live preview (`onValues`).
 */
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { PRESS_KIT_LIMITS as L } from '@shared/limits/press-kits';
import { pressKitEditorMessages as m } from '@shared/messages/press-kit-pages';
import type { OwnPressKit, WorksheetSuggestion } from '@shared/schemas/press-kits';
import { InputField, TextareaField } from '@web/components/labelled-controls';
import { SubmitButton } from '@web/components/submit-button';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { toast } from '@web/lib/toast';
import { useApiForm, useFieldArray, useWatch } from '@web/lib/use-api-form';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useSavePressKit } from '../api/save-press-kit';
import {
  pressKitFormSchema,
  pressKitFormValues,
  type PressKitFormValues,
} from '../utils/press-kit-form-schema';
import { FeaturedTracksField } from './featured-tracks-field';
import { WorksheetSuggestions } from './worksheet-suggestions';

/** Form order: the first field the server rejects takes focus. */
const FIELDS = [
  'stageName',
  'shortBio',
  'longBio',
  'genres',
  'location',
  'releasePlan',
  'links',
  'achievements',
  'showCertificate',
  'featuredTrackIds',
] as const;

/** The fields written in a text area. */
type TextareaName = 'shortBio' | 'longBio' | 'releasePlan' | 'achievements';

export interface PressKitFormProps {
  kit: OwnPressKit;
  /** The form's current values, as they change (for the preview). */
  onValues: (values: PressKitFormValues) => void;
  /** Whether the form has unsaved changes, as it changes. */
  onDirty: (dirty: boolean) => void;
}

/** The form, opened with `kit`'s values; after a save it holds the saved ones. */
export function PressKitForm({ kit, onValues, onDirty }: PressKitFormProps) {
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: pressKitFormSchema,
    empty: pressKitFormValues(kit),
    mutation: useSavePressKit(),
    fields: FIELDS,
    success: { title: m.saved },
    message: { failure: () => m.saveFailure },
    // The saved values (cleaned by the server) become the form's own, so it is no longer "changed".
    keepValues: true,
    onSuccess: (saved) => form.reset(pressKitFormValues(saved)),
  });
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = form;
  const links = useFieldArray({ control, name: 'links' });
  const values = useWatch({ control }) as PressKitFormValues;
  const featured = useWatch({ control, name: 'featuredTrackIds' });
  useLeaveGuard(isDirty, m.leaveWarning);

  useEffect(() => onValues(values), [values, onValues]);
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const knownTitles = useMemo(
    () => new Map(kit.featuredTracks.map((track) => [track.id, track.title])),
    [kit.featuredTracks],
  );

  const apply = (suggestion: WorksheetSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: false } as const;
    if (suggestion.field === 'achievements') {
      const current = getValues('achievements')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const added = suggestion.value
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !current.includes(line));
      setValue('achievements', [...current, ...added].join('\n'), options);
    } else setValue(suggestion.field, suggestion.value, options);
    toast.success(m.suggestions.applied);
  };

  /** A field's id (`press-kit-<name>`), label, registration and message, off while saving. */
  const field = (name: 'stageName' | 'location' | 'genres' | TextareaName, label: string) => ({
    id: `press-kit-${name}`,
    label,
    ...register(name),
    error: errors[name]?.message,
    disabled: submitting,
  });
  const linkError = (index: number, part: 'label' | 'url') => errors.links?.[index]?.[part]?.message;

  return (
    <div className="grid gap-6">
      {kit.worksheetSuggestions.length > 0 && (
        <WorksheetSuggestions suggestions={kit.worksheetSuggestions} onApply={apply} disabled={submitting} />
      )}

      <form noValidate onSubmit={onSubmit()} aria-label={m.formTitle} className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('stageName', m.labels.stageName)}
            maxLength={L.stageName}
            autoComplete="nickname"
          />
          <InputField {...field('location', m.labels.location)} maxLength={L.location} autoComplete="off" />
        </div>
        <InputField
          {...field('genres', m.labels.genres)}
          hint={m.hints.genres}
          maxLength={L.genres * (L.genre + 2)}
          autoComplete="off"
        />
        <TextareaField
          {...field('shortBio', m.labels.shortBio)}
          hint={m.hints.shortBio}
          rows={3}
          maxLength={L.shortBio}
        />
        <TextareaField
          {...field('longBio', m.labels.longBio)}
          hint={m.hints.longBio}
          rows={8}
          maxLength={L.longBio}
        />
        <TextareaField
          {...field('releasePlan', m.labels.releasePlan)}
          hint={m.hints.releasePlan}
          rows={4}
          maxLength={L.releasePlan}
        />

        <fieldset className="grid gap-3">
          <legend className="text-sm leading-none font-medium">{m.labels.links}</legend>
          {links.fields.map((link, index) => (
            <div
              key={link.id}
              role="group"
              aria-label={m.linkRow(index + 1)}
              className="grid items-start gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
            >
              <InputField
                id={`press-kit-link-${index}-label`}
                label={`${m.labels.linkLabel} ${index + 1}`}
                error={linkError(index, 'label')}
                {...register(`links.${index}.label`)}
                maxLength={L.linkLabel}
                placeholder={m.placeholders.linkLabel}
                disabled={submitting}
              />
              <InputField
                id={`press-kit-link-${index}-url`}
                label={`${m.labels.linkUrl} ${index + 1}`}
                error={linkError(index, 'url')}
                {...register(`links.${index}.url`)}
                type="url"
                maxLength={L.url}
                placeholder={m.placeholders.linkUrl}
                disabled={submitting}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={m.removeLink(index + 1)}
                onClick={() => links.remove(index)}
                disabled={submitting}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          {links.fields.length < L.links && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => links.append({ label: '', url: '' })}
              disabled={submitting}
            >
              <Plus aria-hidden />
              {m.addLink}
            </Button>
          )}
          {errors.links?.message && <FieldError>{errors.links.message}</FieldError>}
          {errors.links?.root?.message && <FieldError>{errors.links.root.message}</FieldError>}
        </fieldset>

        <TextareaField
          {...field('achievements', m.labels.achievements)}
          hint={m.hints.achievements}
          rows={4}
          maxLength={L.achievements * (L.achievement + 1)}
        />

        <FeaturedTracksField
          value={featured ?? []}
          onChange={(ids) => setValue('featuredTrackIds', ids, { shouldDirty: true })}
          knownTitles={knownTitles}
          error={errors.featuredTrackIds?.message}
          disabled={submitting}
        />

        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <Checkbox
              id="press-kit-showCertificate"
              {...register('showCertificate')}
              disabled={submitting || !kit.hasCertificate}
              aria-describedby={kit.hasCertificate ? undefined : 'press-kit-showCertificate-hint'}
            />
            <Label htmlFor="press-kit-showCertificate">{m.labels.showCertificate}</Label>
          </div>
          {!kit.hasCertificate && (
            <p id="press-kit-showCertificate-hint" className="text-xs text-muted-foreground">
              {m.hints.noCertificate}
            </p>
          )}
          {errors.showCertificate?.message && <FieldError>{errors.showCertificate.message}</FieldError>}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton ref={submitRef} pending={submitting} disabled={submitting || prerenderPass}>
            {m.save}
          </SubmitButton>
        </div>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      </form>
    </div>
  );
}
