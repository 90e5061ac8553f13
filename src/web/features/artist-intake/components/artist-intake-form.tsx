/**
 * The public artist intake form (site-and-portals.md §2.10, §4 "Intake ... forms", §5 "Intake form", §8
 * "Intake"), validated by the shared `artistIntakeSchema`. States: idle, submitting ('Submitting...', button and
 * fields disabled), success (toast, form cleared, and a line above it that stays: 'Application received — we reply
 * within …', issue 38 item 5) or failure (toast, input kept).
 *
 * Before (and without) JavaScript it is a native form posting to `/artist-intake` (docs/decisions/0001 "Forms
 * without JavaScript"); the page the server answers with gives it `initialState`: the values and messages of a
 * refused post, or a stored one's lasting confirmation (the success toast's text and the same lasting line).
 */
import { useState } from 'react';
import {
  INTAKE_RECEIVED_TEXT,
  intakeFormMessages as t,
  intakeMessages as m,
  OPTIONAL_HINT,
  sendAnotherMessages,
} from '@shared/messages/forms';
import { type ArtistIntakeInput, artistIntakeSchema } from '@shared/schemas/artist-intake';
import { INTAKE_LIMITS as L } from '@shared/limits/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { PUBLIC_FORMS } from '@shared/public-forms';
import { InputField, SelectField, TextareaField } from '@web/components/labelled-controls';
import { PublicForm } from '@web/components/public-form';
import { SubmitButton } from '@web/components/submit-button';
import { EMAIL_INPUT, PHONE_INPUT } from '@web/lib/contact-inputs';
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

/** The answers of the yes/no questions, with their labels. */
const YES_NO = ['yes', 'no'] as const;
const YES_NO_LABELS = { yes: t.yes, no: t.no };

export interface ArtistIntakeFormProps {
  /** Id of the heading that names the form; it takes focus after a successful submission. */
  headingId: string;
  /** The state the server rendered the page with (a post without JavaScript), if any. */
  initialState?: PublicFormState;
}

/** The intake form: stage name, legal name, email, phone, genres, location, influences, yes/no questions, goals. */
export function ArtistIntakeForm({ headingId, initialState }: ArtistIntakeFormProps) {
  const [confirmed, setConfirmed] = useState(initialState?.submitted ?? false);
  /** A submission was stored: the lasting line shows above the cleared form. */
  const [received, setReceived] = useState(initialState?.submitted ?? false);
  const { form, submitting, submitRef, onSubmit, defaults, formError } = useApiForm({
    schema: artistIntakeSchema,
    empty: EMPTY,
    mutation: useSubmitArtistIntake(),
    fields: FIELDS,
    success: m.success,
    failure: () => m.failure,
    onSuccess: (_answer, focusWhenEnabled) => {
      setReceived(true);
      focusWhenEnabled(() => document.getElementById(headingId)?.focus());
    },
    initialState,
    hidden: confirmed,
  });
  const { errors } = form.formState;
  /** A field's label, registration with its starting value (in the server's HTML too) and message. */
  const field = (name: FieldName, label: string) => ({
    label,
    ...form.register(name),
    defaultValue: defaults[name] ?? '',
    error: errors[name]?.message,
  });

  return (
    <PublicForm
      action={ACTION}
      confirmed={confirmed}
      success={m.success}
      note={INTAKE_RECEIVED_TEXT}
      received={received}
      again={sendAnotherMessages.intake}
      onAgain={() => setConfirmed(false)}
      submitting={submitting}
      onSubmit={onSubmit()}
      formError={formError}
      honeypotId="intake-reference"
      requiredNoteId="intake-required"
      legend={t.legend}
      className="grid gap-8"
    >
      <div className="grid gap-5">
        <h3 className="text-lg font-bold">{t.aboutYou}</h3>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            {...field('stageName', t.stageName)}
            id="intake-stage-name"
            required
            maxLength={L.stageName}
            autoComplete="nickname"
          />
          <InputField
            {...field('legalName', t.legalName)}
            id="intake-legal-name"
            required
            maxLength={L.legalName}
            autoComplete="name"
          />
          <InputField
            {...field('email', t.email)}
            id="intake-email"
            required
            maxLength={L.email}
            {...EMAIL_INPUT}
          />
          <InputField {...field('phone', t.phone)} id="intake-phone" maxLength={L.phone} {...PHONE_INPUT} />
          <InputField
            {...field('location', t.location)}
            id="intake-location"
            required
            hint={t.locationHint}
            className="md:col-span-2"
            maxLength={L.location}
            autoComplete="address-level2"
          />
        </div>
      </div>

      <div className="grid gap-5">
        <h3 className="text-lg font-bold">{t.yourMusic}</h3>
        <InputField
          {...field('genres', t.genres)}
          id="intake-genres"
          required
          hint={t.genresHint}
          maxLength={L.genres}
        />
        <TextareaField
          {...field('musicalInfluences', t.influences)}
          id="intake-influences"
          required
          hint={t.influencesHint}
          maxLength={L.musicalInfluences}
          rows={3}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            {...field('hasReleasedMusic', t.releasedMusic)}
            id="intake-released-music"
            hint={OPTIONAL_HINT}
            placeholder={t.chooseAnswer}
            options={YES_NO}
            labels={YES_NO_LABELS}
          />
          <SelectField
            {...field('hasManagement', t.management)}
            id="intake-management"
            hint={OPTIONAL_HINT}
            placeholder={t.chooseAnswer}
            options={YES_NO}
            labels={YES_NO_LABELS}
          />
        </div>
        <TextareaField
          {...field('socialHandles', t.socialHandles)}
          id="intake-social-handles"
          hint={t.socialHandlesHint}
          maxLength={L.socialHandles}
          rows={2}
        />
      </div>

      <div className="grid gap-5">
        <h3 className="text-lg font-bold">{t.yourGoals}</h3>
        <TextareaField
          {...field('goals', t.goals)}
          id="intake-goals"
          required
          hint={t.goalsHint}
          maxLength={L.goals}
          rows={4}
        />
        <TextareaField
          {...field('challenges', t.challenges)}
          id="intake-challenges"
          required
          hint={t.challengesHint}
          maxLength={L.challenges}
          rows={4}
        />
      </div>

      <div>
        <SubmitButton
          ref={submitRef}
          pending={submitting}
          pendingLabel={t.submitting}
          size="lg"
          className="w-full sm:w-auto"
        >
          {t.submit}
        </SubmitButton>
      </div>
    </PublicForm>
  );
}
