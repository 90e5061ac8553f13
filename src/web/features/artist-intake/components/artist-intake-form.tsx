/**
 * The public artist intake form (site-and-portals.md §2.10, §4 "Intake ... forms", §5 "Intake form", §8
 * "Intake"), validated by the shared `artistIntakeSchema`. States: idle, submitting ('Submitting...', button and
 * fields disabled), success (toast, form cleared) or failure (toast, input kept).
 *
 * Before (and without) JavaScript it is a native form posting to `/artist-intake` (docs/decisions/0001 "Forms
 * without JavaScript"); the page the server answers with gives it `initialState`: the values and messages of a
 * refused post, or a stored one's lasting confirmation (the success toast's text).
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  intakeFormMessages as t,
  intakeMessages as m,
  OPTIONAL_HINT,
  requiredFieldsNote,
  sendAnotherMessages,
} from '@shared/messages/forms';
import { type ArtistIntakeInput, artistIntakeSchema } from '@shared/schemas/artist-intake';
import { INTAKE_LIMITS } from '@shared/limits/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { PUBLIC_FORMS } from '@shared/public-forms';
import { FormConfirmation } from '@web/components/form-confirmation';
import { HoneypotField } from '@web/components/honeypot-field';
import { Button } from '@web/components/ui/button';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm } from '@web/lib/use-api-form';
import { useSubmitArtistIntake } from '../api/submit-artist-intake';

type FieldName = keyof ArtistIntakeInput;

/** Form order; the first field the server rejects takes focus. */
const FIELDS: readonly FieldName[] = [
  'stageName',
  'legalName',
  'email',
  'phone',
  'genres',
  'location',
  'musicalInfluences',
  'hasReleasedMusic',
  'socialHandles',
  'hasManagement',
  'goals',
  'challenges',
];

/** An empty form: every text blank, no yes/no answer chosen. */
const EMPTY: Required<ArtistIntakeInput> = {
  stageName: '',
  legalName: '',
  email: '',
  phone: '',
  genres: '',
  location: '',
  musicalInfluences: '',
  hasReleasedMusic: '',
  socialHandles: '',
  hasManagement: '',
  goals: '',
  challenges: '',
};

const ACTION = PUBLIC_FORMS.artistIntake.path;

export interface ArtistIntakeFormProps {
  /** Id of the heading that names the form; it takes focus after a successful submission. */
  headingId: string;
  /** The state the server rendered the page with (a post without JavaScript), if any. */
  initialState?: PublicFormState;
}

/** The intake form: stage name, legal name, email, phone, genres, location, influences, yes/no questions, goals. */
export function ArtistIntakeForm({ headingId, initialState }: ArtistIntakeFormProps) {
  const [confirmed, setConfirmed] = useState(initialState?.submitted ?? false);
  const { form, submitting, submitRef, onSubmit, defaults, formError } = useApiForm({
    schema: artistIntakeSchema,
    empty: EMPTY,
    mutation: useSubmitArtistIntake(),
    fields: FIELDS,
    success: m.success,
    failure: () => m.failure,
    onSuccess: (_answer, focusWhenEnabled) =>
      focusWhenEnabled(() => document.getElementById(headingId)?.focus()),
    initialState,
    hidden: confirmed,
  });
  const {
    formState: { errors },
  } = form;
  /** A field registered with its starting value (in the server's HTML too). */
  const register = (name: FieldName) => ({ ...form.register(name), defaultValue: defaults[name] ?? '' });

  if (confirmed)
    return (
      <FormConfirmation
        title={m.success.title}
        text={m.success.text}
        action={ACTION}
        again={sendAnotherMessages.intake}
        onAgain={() => setConfirmed(false)}
      />
    );

  return (
    <form
      // Posted natively before (and without) the scripts: the server answers with the page (public-forms routes).
      method="post"
      action={ACTION}
      noValidate
      aria-busy={submitting}
      aria-describedby="intake-required"
      onSubmit={onSubmit()}
    >
      <p id="intake-required" className="mb-6 text-sm text-muted-foreground">
        {requiredFieldsNote.before} <span aria-hidden>*</span>
        <span className="sr-only">{requiredFieldsNote.asterisk}</span> {requiredFieldsNote.after}
      </p>
      {formError && (
        <div className="mb-6">
          <FieldError>{formError}</FieldError>
        </div>
      )}
      <HoneypotField id="intake-reference" />
      <fieldset disabled={submitting} className="grid gap-8">
        <legend className="sr-only">{t.legend}</legend>

        <div className="grid gap-5">
          <h3 className="text-lg font-bold">{t.aboutYou}</h3>
          <div className="grid gap-5 md:grid-cols-2">
            <FormField id="intake-stage-name" label={t.stageName} required error={errors.stageName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('stageName')}
                  maxLength={INTAKE_LIMITS.stageName}
                  autoComplete="nickname"
                />
              )}
            </FormField>
            <FormField id="intake-legal-name" label={t.legalName} required error={errors.legalName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('legalName')}
                  maxLength={INTAKE_LIMITS.legalName}
                  autoComplete="name"
                />
              )}
            </FormField>
            <FormField id="intake-email" label={t.email} required error={errors.email?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('email')}
                  maxLength={INTAKE_LIMITS.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                />
              )}
            </FormField>
            <FormField id="intake-phone" label={t.phone} hint={OPTIONAL_HINT} error={errors.phone?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('phone')}
                  maxLength={INTAKE_LIMITS.phone}
                  type="tel"
                  autoComplete="tel"
                />
              )}
            </FormField>
            <FormField
              id="intake-location"
              label={t.location}
              required
              hint={t.locationHint}
              error={errors.location?.message}
              className="md:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('location')}
                  maxLength={INTAKE_LIMITS.location}
                  autoComplete="address-level2"
                />
              )}
            </FormField>
          </div>
        </div>

        <div className="grid gap-5">
          <h3 className="text-lg font-bold">{t.yourMusic}</h3>
          <FormField
            id="intake-genres"
            label={t.genres}
            required
            hint={t.genresHint}
            error={errors.genres?.message}
          >
            {(control) => <Input {...control} {...register('genres')} maxLength={INTAKE_LIMITS.genres} />}
          </FormField>
          <FormField
            id="intake-influences"
            label={t.influences}
            required
            hint={t.influencesHint}
            error={errors.musicalInfluences?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('musicalInfluences')}
                maxLength={INTAKE_LIMITS.musicalInfluences}
                rows={3}
              />
            )}
          </FormField>
          <div className="grid gap-5 md:grid-cols-2">
            <FormField
              id="intake-released-music"
              label={t.releasedMusic}
              hint={OPTIONAL_HINT}
              error={errors.hasReleasedMusic?.message}
            >
              {(control) => (
                <Select {...control} {...register('hasReleasedMusic')}>
                  <option value="">{t.chooseAnswer}</option>
                  <option value="yes">{t.yes}</option>
                  <option value="no">{t.no}</option>
                </Select>
              )}
            </FormField>
            <FormField
              id="intake-management"
              label={t.management}
              hint={OPTIONAL_HINT}
              error={errors.hasManagement?.message}
            >
              {(control) => (
                <Select {...control} {...register('hasManagement')}>
                  <option value="">{t.chooseAnswer}</option>
                  <option value="yes">{t.yes}</option>
                  <option value="no">{t.no}</option>
                </Select>
              )}
            </FormField>
          </div>
          <FormField
            id="intake-social-handles"
            label={t.socialHandles}
            hint={t.socialHandlesHint}
            error={errors.socialHandles?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('socialHandles')}
                maxLength={INTAKE_LIMITS.socialHandles}
                rows={2}
              />
            )}
          </FormField>
        </div>

        <div className="grid gap-5">
          <h3 className="text-lg font-bold">{t.yourGoals}</h3>
          <FormField
            id="intake-goals"
            label={t.goals}
            required
            hint={t.goalsHint}
            error={errors.goals?.message}
          >
            {(control) => (
              <Textarea {...control} {...register('goals')} maxLength={INTAKE_LIMITS.goals} rows={4} />
            )}
          </FormField>
          <FormField
            id="intake-challenges"
            label={t.challenges}
            required
            hint={t.challengesHint}
            error={errors.challenges?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('challenges')}
                maxLength={INTAKE_LIMITS.challenges}
                rows={4}
              />
            )}
          </FormField>
        </div>

        <div>
          <Button ref={submitRef} type="submit" size="lg" className="w-full sm:w-auto">
            {submitting && <Loader2 className="animate-spin" aria-hidden />}
            {submitting ? t.submitting : t.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
