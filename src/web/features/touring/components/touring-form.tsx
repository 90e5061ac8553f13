/**
 * The 'Let's Plan Your Tour' form (site-and-portals.md §2.11, §4, §5 "Touring form", §8 "Touring"), validated by
 * the shared `touringInquirySchema`. States: idle, submitting ('Submitting...', button and fields disabled),
 * success (toast, form cleared) or failure (toast with the server's message, input kept).
 *
 * Before (and without) JavaScript it is a native form posting to `/touring-services` (docs/decisions/0001 "Forms
 * without JavaScript"); the page the server answers with gives it `initialState`: the values and messages of a
 * refused post, or a stored one's lasting confirmation (the success toast's text).
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  OPTIONAL_HINT,
  requiredFieldsNote,
  sendAnotherMessages,
  touringFormMessages as t,
  touringMessages as m,
} from '@shared/messages/forms';
import {
  touringInquirySchema,
  TOURING_BUDGET_LABELS,
  TOURING_BUDGETS,
  TOURING_GENRES,
  TOURING_SERVICES,
  type TouringInquiryInput,
} from '@shared/schemas/touring-inquiry';
import { TOURING_LIMITS } from '@shared/limits/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { PUBLIC_FORMS } from '@shared/public-forms';
import { FormConfirmation } from '@web/components/form-confirmation';
import { HoneypotField } from '@web/components/honeypot-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useApiForm, type UseFormRegisterReturn } from '@web/lib/use-api-form';
import { cn } from '@web/lib/utils';
import { useSubmitTouringInquiry } from '../api/submit-touring-inquiry';

type FieldName = keyof TouringInquiryInput;

/** Form order; the first field the server rejects takes focus. */
const FIELDS: readonly FieldName[] = [
  'stageName',
  'contactNameRole',
  'email',
  'phone',
  'genres',
  'links',
  'regions',
  'startDate',
  'budget',
  'services',
  'notes',
];

/** An empty form: text fields blank, no boxes ticked, no budget chosen, no date. */
const EMPTY: TouringInquiryInput = {
  stageName: '',
  contactNameRole: '',
  email: '',
  phone: '',
  genres: [],
  links: '',
  regions: '',
  startDate: '',
  budget: '',
  services: [],
  notes: '',
};

const ACTION = PUBLIC_FORMS.touring.path;

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const optionId = (group: 'genres' | 'services', option: string) => `touring-${group}-${slug(option)}`;

/** The first box of each checkbox group: where focus goes when the server rejects the group. */
const firstOptionId = {
  genres: optionId('genres', TOURING_GENRES[0]),
  services: optionId('services', TOURING_SERVICES[0]),
};

/** The message of the failure toast: the server's own when it sent one, else the §8 fallback. */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.code !== 'http_error' && error.message) return error.message;
  return m.failure.text;
}

/** A group of checkboxes sharing one field name, with a legend and an optional error. */
function CheckboxGroup({
  group,
  legend,
  options,
  registration,
  checked,
  error,
  columns,
}: {
  group: 'genres' | 'services';
  /** Grid column classes for the boxes. */
  columns: string;
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  /** The options ticked to begin with (in the server's HTML too). */
  checked: readonly string[];
  error?: string;
}) {
  const errorId = `touring-${group}-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-3', columns)}>
        {options.map((option) => {
          const id = optionId(group, option);
          return (
            <div key={option} className="flex items-center gap-3">
              <Checkbox id={id} value={option} defaultChecked={checked.includes(option)} {...registration} />
              <Label htmlFor={id} className="cursor-pointer font-normal">
                {option}
              </Label>
            </div>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

export interface TouringFormProps {
  /** Id of the heading that names the form; it takes focus after a successful submission. */
  headingId: string;
  /** The state the server rendered the page with (a post without JavaScript), if any. */
  initialState?: PublicFormState;
}

/** The touring inquiry form (§2.11). */
export function TouringForm({ headingId, initialState }: TouringFormProps) {
  const [confirmed, setConfirmed] = useState(initialState?.submitted ?? false);
  const { form, submitting, submitRef, onSubmit, defaults, formError } = useApiForm({
    schema: touringInquirySchema,
    empty: EMPTY,
    mutation: useSubmitTouringInquiry(),
    fields: FIELDS,
    success: m.success,
    failure: (error) => ({ title: m.failure.title, text: failureText(error) }),
    onSuccess: (_answer, focusWhenEnabled) =>
      focusWhenEnabled(() => document.getElementById(headingId)?.focus()),
    focusField: (field) =>
      field === 'genres' || field === 'services'
        ? document.getElementById(firstOptionId[field])?.focus()
        : form.setFocus(field),
    initialState,
    hidden: confirmed,
  });
  const {
    formState: { errors },
  } = form;
  /** A text field registered with its starting value (in the server's HTML too). */
  const register = (name: Exclude<FieldName, 'genres' | 'services'>) => ({
    ...form.register(name),
    defaultValue: defaults[name] ?? '',
  });

  if (confirmed)
    return (
      <FormConfirmation
        title={m.success.title}
        text={m.success.text}
        action={ACTION}
        again={sendAnotherMessages.touring}
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
      aria-describedby="touring-required"
      onSubmit={onSubmit()}
    >
      <p id="touring-required" className="mb-6 text-sm text-muted-foreground">
        {requiredFieldsNote.before} <span aria-hidden>*</span>
        <span className="sr-only">{requiredFieldsNote.asterisk}</span> {requiredFieldsNote.after}
      </p>
      {formError && (
        <div className="mb-6">
          <FieldError>{formError}</FieldError>
        </div>
      )}
      <HoneypotField id="touring-reference" />
      <fieldset disabled={submitting} className="grid gap-6">
        <legend className="sr-only">{t.legend}</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="touring-stage-name" label={t.stageName} required error={errors.stageName?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('stageName')}
                maxLength={TOURING_LIMITS.stageName}
                autoComplete="nickname"
              />
            )}
          </FormField>
          <FormField
            id="touring-contact-name-role"
            label={t.contact}
            required
            hint={t.contactHint}
            error={errors.contactNameRole?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register('contactNameRole')}
                maxLength={TOURING_LIMITS.contactNameRole}
                autoComplete="name"
              />
            )}
          </FormField>
          <FormField id="touring-email" label={t.email} required error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('email')}
                maxLength={TOURING_LIMITS.email}
                type="email"
                inputMode="email"
                autoComplete="email"
              />
            )}
          </FormField>
          <FormField id="touring-phone" label={t.phone} hint={OPTIONAL_HINT} error={errors.phone?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('phone')}
                maxLength={TOURING_LIMITS.phone}
                type="tel"
                autoComplete="tel"
              />
            )}
          </FormField>
        </div>

        <CheckboxGroup
          group="genres"
          columns="grid-cols-2 sm:grid-cols-3 md:grid-cols-5"
          legend={t.genres}
          options={TOURING_GENRES}
          registration={form.register('genres')}
          checked={defaults.genres ?? []}
          error={errors.genres?.message}
        />

        <FormField
          id="touring-links"
          label={t.links}
          required
          hint={t.linksHint}
          error={errors.links?.message}
        >
          {(control) => (
            <Textarea {...control} {...register('links')} maxLength={TOURING_LIMITS.links} rows={3} />
          )}
        </FormField>
        <FormField
          id="touring-regions"
          label={t.regions}
          required
          hint={t.regionsHint}
          error={errors.regions?.message}
        >
          {(control) => (
            <Textarea {...control} {...register('regions')} maxLength={TOURING_LIMITS.regions} rows={2} />
          )}
        </FormField>

        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            id="touring-start-date"
            label={t.startDate}
            hint={t.startDateHint}
            error={errors.startDate?.message}
          >
            {(control) => <Input {...control} {...register('startDate')} type="date" />}
          </FormField>
          <FormField id="touring-budget" label={t.budget} hint={OPTIONAL_HINT} error={errors.budget?.message}>
            {(control) => (
              <Select {...control} {...register('budget')}>
                <option value="">{t.chooseBudget}</option>
                {TOURING_BUDGETS.map((budget) => (
                  <option key={budget} value={budget}>
                    {TOURING_BUDGET_LABELS[budget]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>

        <CheckboxGroup
          group="services"
          columns="sm:grid-cols-2"
          legend={t.services}
          options={TOURING_SERVICES}
          registration={form.register('services')}
          checked={defaults.services ?? []}
          error={errors.services?.message}
        />

        <FormField id="touring-notes" label={t.notes} hint={t.notesHint} error={errors.notes?.message}>
          {(control) => (
            <Textarea {...control} {...register('notes')} maxLength={TOURING_LIMITS.notes} rows={4} />
          )}
        </FormField>

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
