/**
 * The application form (training-program.md §2 item 2, §4 "Application dialog", §5 "Application", §8
 * "Application"): Personal Information, Music Background, Social Media & Online Presence and Goals & Motivation,
 * validated by the shared `programApplicationSchema`. A required field left empty shows 'Missing Information' and
 * the field messages; a success shows 'Application Submitted!' and resets the form; a failure shows 'Submission
 * Failed' and keeps the input.
 *
 * The same form is in the application dialog (with Cancel) and in the page's `#apply` section, the way in without
 * JavaScript (./application-section; docs/decisions/0001 "Forms without JavaScript"). Before (and without)
 * JavaScript it posts natively to `/artist-development#apply`; the page the server answers with gives it
 * `initialState`: the values and messages of a refused post, or a stored one's lasting confirmation.
 */
import { useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { PROGRAM_APPLICATION_LIMITS as L } from '@shared/limits/program';
import { OPTIONAL_HINT, sendAnotherMessages } from '@shared/messages/forms';
import { applicationFormMessages as t, programApplicationMessages as m } from '@shared/messages/program';
import type { PublicFormState } from '@shared/public-form-state';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  PROGRAM_GENRES,
  programApplicationSchema,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type ProgramApplicationInput,
} from '@shared/schemas/program-application';
import { CheckboxGroup } from '@web/components/checkbox-group';
import { InputField, SelectField, TextareaField } from '@web/components/labelled-controls';
import { PublicForm } from '@web/components/public-form';
import { SubmitButton } from '@web/components/submit-button';
import { EMAIL_INPUT, PHONE_INPUT } from '@web/lib/contact-inputs';
import { useApiForm, type FieldErrors } from '@web/lib/use-api-form';
import { useSubmitProgramApplication } from '../api/submit-program-application';
import { APPLICATION_ACTION } from '../utils/apply-section';
import { applicationValidationToast } from '../utils/validation-toast';

type FieldName = keyof ProgramApplicationInput;

/** Form order; the first field the server rejects takes focus. */
const FIELDS: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'stageName',
  'location',
  'experienceLevel',
  'musicGenres',
  ...SOCIAL_PLATFORMS,
  'goals',
  'whyProgram',
];

/** An empty application: every text blank, no level chosen, no genre ticked. */
const EMPTY: Required<ProgramApplicationInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  stageName: '',
  location: '',
  experienceLevel: '',
  musicGenres: [],
  instagram: '',
  tiktok: '',
  spotify: '',
  youtube: '',
  goals: '',
  whyProgram: '',
};

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One of the four sections: a group with its name as the legend. */
function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-4 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface ApplicationFormProps {
  /** Prefix of the controls' ids, unique on the page (the dialog's form and the section's are both there). */
  idPrefix: string;
  /** The state the server rendered the page with (a post without JavaScript), if any. */
  initialState?: PublicFormState;
  /** True while the form is not shown (the dialog is closed). */
  hidden?: boolean;
  /** Runs after a success sent by the page's script (the dialog closes). */
  onSubmitted?: () => void;
  /** A Cancel button before the submit button (the dialog's). */
  cancel?: ReactNode;
}

/** The application form, or its lasting confirmation when the server received it before the page was rendered. */
export function ApplicationForm({
  idPrefix,
  initialState,
  hidden = false,
  onSubmitted,
  cancel,
}: ApplicationFormProps) {
  // What a screen reader hears of the outcome: the toasts sit outside the dialog, hidden while it is open.
  const [notice, setNotice] = useState('');
  const [confirmed, setConfirmed] = useState(initialState?.submitted ?? false);
  const genreId = (genre: string) => `${idPrefix}-genre-${slug(genre)}`;
  const { form, submitting, submitRef, onSubmit, message, defaults, formError } = useApiForm({
    schema: programApplicationSchema,
    empty: EMPTY,
    mutation: useSubmitProgramApplication(),
    fields: FIELDS,
    success: m.success,
    failure: () => m.failure,
    message: { failure: () => `${m.failure.title}. ${m.failure.text}` },
    onSuccess: () => onSubmitted?.(),
    hidden: hidden || confirmed,
    initialState,
    focusField: (field) =>
      field === 'musicGenres'
        ? document.getElementById(genreId(PROGRAM_GENRES[0]))?.focus()
        : form.setFocus(field),
  });
  const { errors } = form.formState;
  /** A text field's id, label, registration with its starting value (in the server's HTML too) and message. */
  const field = (name: Exclude<FieldName, 'musicGenres'>, label: string) => ({
    id: `${idPrefix}-${slug(name)}`,
    label,
    ...form.register(name),
    defaultValue: defaults[name] ?? '',
    error: errors[name]?.message,
  });

  const onInvalid = (invalid: FieldErrors<ProgramApplicationInput>) => {
    const problem = applicationValidationToast(invalid);
    if (!problem) return;
    toast.error(problem.title, { description: problem.text });
    setNotice(`${problem.title}. ${problem.text}`);
  };

  return (
    <PublicForm
      action={APPLICATION_ACTION}
      confirmed={confirmed}
      success={m.success}
      again={sendAnotherMessages.program}
      onAgain={() => setConfirmed(false)}
      submitting={submitting}
      onSubmit={(event) => {
        setNotice('');
        onSubmit(onInvalid)(event);
      }}
      formError={formError}
      honeypotId={`${idPrefix}-reference`}
      label={t.formLabel}
      className="grid gap-8"
      after={
        <p role="status" className="sr-only">
          {message?.text ?? notice}
        </p>
      }
    >
      <FormSection legend={t.sections.personal}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('firstName', t.firstName)}
            required
            autoComplete="given-name"
            maxLength={L.firstName}
          />
          <InputField
            {...field('lastName', t.lastName)}
            required
            autoComplete="family-name"
            maxLength={L.lastName}
          />
          <InputField {...field('email', t.email)} required {...EMAIL_INPUT} maxLength={L.email} />
          <InputField {...field('phone', t.phone)} {...PHONE_INPUT} maxLength={L.phone} />
          <InputField
            {...field('stageName', t.stageName)}
            hint={OPTIONAL_HINT}
            autoComplete="nickname"
            maxLength={L.stageName}
          />
          <InputField
            {...field('location', t.location)}
            hint={t.locationHint}
            autoComplete="address-level2"
            maxLength={L.location}
          />
        </div>
      </FormSection>

      <FormSection legend={t.sections.music}>
        <SelectField
          {...field('experienceLevel', t.experienceLevel)}
          required
          placeholder={t.chooseExperienceLevel}
          options={EXPERIENCE_LEVELS}
          labels={EXPERIENCE_LEVEL_LABELS}
        />
        <CheckboxGroup
          id={`${idPrefix}-genres`}
          columns="grid-cols-2 sm:grid-cols-3"
          legend={t.genres}
          hint={t.genresHint}
          options={PROGRAM_GENRES}
          optionId={genreId}
          registration={form.register('musicGenres')}
          checked={defaults.musicGenres ?? []}
          error={errors.musicGenres?.message}
        />
      </FormSection>

      <FormSection legend={t.sections.social}>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map((platform) => (
            <InputField
              key={platform}
              {...field(platform, SOCIAL_PLATFORM_LABELS[platform])}
              hint={t.optionalHint(t.socialHints[platform])}
              maxLength={L.socialLink}
            />
          ))}
        </div>
      </FormSection>

      <FormSection legend={t.sections.goals}>
        <TextareaField
          {...field('goals', t.goals)}
          required
          hint={t.goalsHint}
          rows={4}
          maxLength={L.goals}
        />
        <TextareaField
          {...field('whyProgram', t.whyProgram)}
          required
          hint={t.whyProgramHint}
          rows={4}
          maxLength={L.whyProgram}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <SubmitButton ref={submitRef} pending={submitting} pendingLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </div>
    </PublicForm>
  );
}
