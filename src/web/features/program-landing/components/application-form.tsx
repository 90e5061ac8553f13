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
import { Loader2 } from 'lucide-react';
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
import { FormConfirmation } from '@web/components/form-confirmation';
import { HoneypotField } from '@web/components/honeypot-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
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
  const {
    formState: { errors },
  } = form;
  /** A text field registered with its starting value (in the server's HTML too). */
  const register = (name: Exclude<FieldName, 'musicGenres'>) => ({
    ...form.register(name),
    defaultValue: defaults[name] ?? '',
  });

  const onInvalid = (invalid: FieldErrors<ProgramApplicationInput>) => {
    const problem = applicationValidationToast(invalid);
    if (!problem) return;
    toast.error(problem.title, { description: problem.text });
    setNotice(`${problem.title}. ${problem.text}`);
  };

  const text = (name: FieldName, label: string, options: { required?: boolean; hint?: string } = {}) => ({
    id: `${idPrefix}-${slug(name)}`,
    label,
    required: options.required,
    hint: options.hint,
    error: errors[name]?.message,
  });

  const genresError = errors.musicGenres?.message;
  const genresHintId = `${idPrefix}-genres-hint`;
  const genresErrorId = `${idPrefix}-genres-error`;

  if (confirmed)
    return (
      <FormConfirmation
        title={m.success.title}
        text={m.success.text}
        action={APPLICATION_ACTION}
        again={sendAnotherMessages.program}
        onAgain={() => setConfirmed(false)}
      />
    );

  return (
    <form
      // Posted natively before (and without) the scripts: the server answers with the page (public-forms routes).
      method="post"
      action={APPLICATION_ACTION}
      noValidate
      aria-busy={submitting}
      aria-label={t.formLabel}
      onSubmit={(event) => {
        setNotice('');
        onSubmit(onInvalid)(event);
      }}
    >
      {formError && (
        <div className="mb-6">
          <FieldError>{formError}</FieldError>
        </div>
      )}
      <HoneypotField id={`${idPrefix}-reference`} />
      <fieldset disabled={submitting} className="grid gap-8">
        <FormSection legend={t.sections.personal}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...text('firstName', t.firstName, { required: true })}>
              {(control) => (
                <Input
                  {...control}
                  {...register('firstName')}
                  autoComplete="given-name"
                  maxLength={L.firstName}
                />
              )}
            </FormField>
            <FormField {...text('lastName', t.lastName, { required: true })}>
              {(control) => (
                <Input
                  {...control}
                  {...register('lastName')}
                  autoComplete="family-name"
                  maxLength={L.lastName}
                />
              )}
            </FormField>
            <FormField {...text('email', t.email, { required: true })}>
              {(control) => (
                <Input
                  {...control}
                  {...register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={L.email}
                />
              )}
            </FormField>
            <FormField {...text('phone', t.phone, { hint: OPTIONAL_HINT })}>
              {(control) => (
                <Input
                  {...control}
                  {...register('phone')}
                  type="tel"
                  autoComplete="tel"
                  maxLength={L.phone}
                />
              )}
            </FormField>
            <FormField {...text('stageName', t.stageName, { hint: OPTIONAL_HINT })}>
              {(control) => (
                <Input
                  {...control}
                  {...register('stageName')}
                  autoComplete="nickname"
                  maxLength={L.stageName}
                />
              )}
            </FormField>
            <FormField {...text('location', t.location, { hint: t.locationHint })}>
              {(control) => (
                <Input
                  {...control}
                  {...register('location')}
                  autoComplete="address-level2"
                  maxLength={L.location}
                />
              )}
            </FormField>
          </div>
        </FormSection>

        <FormSection legend={t.sections.music}>
          <FormField {...text('experienceLevel', t.experienceLevel, { required: true })}>
            {(control) => (
              <Select {...control} {...register('experienceLevel')}>
                <option value="">{t.chooseExperienceLevel}</option>
                {EXPERIENCE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {EXPERIENCE_LEVEL_LABELS[level]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <fieldset
            className="grid gap-3"
            aria-describedby={genresError ? `${genresErrorId} ${genresHintId}` : genresHintId}
          >
            <legend className="mb-1 text-sm font-medium">{t.genres}</legend>
            <p id={genresHintId} className="text-xs text-muted-foreground">
              {t.genresHint}
            </p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {PROGRAM_GENRES.map((genre) => (
                <div key={genre} className="flex items-center gap-3">
                  <Checkbox
                    id={genreId(genre)}
                    value={genre}
                    defaultChecked={(defaults.musicGenres ?? []).includes(genre)}
                    {...form.register('musicGenres')}
                  />
                  <Label htmlFor={genreId(genre)} className="cursor-pointer font-normal">
                    {genre}
                  </Label>
                </div>
              ))}
            </div>
            {genresError && <FieldError id={genresErrorId}>{genresError}</FieldError>}
          </fieldset>
        </FormSection>

        <FormSection legend={t.sections.social}>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_PLATFORMS.map((platform) => (
              <FormField
                key={platform}
                {...text(platform, SOCIAL_PLATFORM_LABELS[platform], {
                  hint: t.optionalHint(t.socialHints[platform]),
                })}
              >
                {(control) => <Input {...control} {...register(platform)} maxLength={L.socialLink} />}
              </FormField>
            ))}
          </div>
        </FormSection>

        <FormSection legend={t.sections.goals}>
          <FormField
            {...text('goals', t.goals, {
              required: true,
              hint: t.goalsHint,
            })}
          >
            {(control) => <Textarea {...control} {...register('goals')} rows={4} maxLength={L.goals} />}
          </FormField>
          <FormField
            {...text('whyProgram', t.whyProgram, {
              required: true,
              hint: t.whyProgramHint,
            })}
          >
            {(control) => (
              <Textarea {...control} {...register('whyProgram')} rows={4} maxLength={L.whyProgram} />
            )}
          </FormField>
        </FormSection>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {cancel}
          <Button ref={submitRef} type="submit">
            {submitting && <Loader2 className="animate-spin" aria-hidden />}
            {submitting ? t.submitting : t.submit}
          </Button>
        </div>
      </fieldset>
      <p role="status" className="sr-only">
        {message?.text ?? notice}
      </p>
    </form>
  );
}
