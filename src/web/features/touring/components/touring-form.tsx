/**
 * The 'Let's Plan Your Tour' form (site-and-portals.md §2.11, §4, §5 "Touring form", §8 "Touring"), validated by
 * the shared `touringInquirySchema`. States: idle, submitting ('Submitting...', button and fields disabled),
 * success (toast, form cleared) or failure (toast with the server's message, input kept).
 *
 * Before (and without) JavaScript it is a native form posting to `/touring-services` (docs/decisions/0001 "Forms
 * without JavaScript"); the page the server answers with gives it `initialState`: the values and messages of a
 * refused post, or a stored one's lasting confirmation (the success toast's text).
 */
import { useState } from 'react';
import {
  OPTIONAL_HINT,
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
import { TOURING_LIMITS as L } from '@shared/limits/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { PUBLIC_FORMS } from '@shared/public-forms';
import { CheckboxGroup } from '@web/components/checkbox-group';
import { InputField, SelectField, TextareaField } from '@web/components/labelled-controls';
import { PublicForm } from '@web/components/public-form';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/api-client';
import { EMAIL_INPUT, PHONE_INPUT } from '@web/lib/contact-inputs';
import { useApiForm } from '@web/lib/use-api-form';
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
  const { errors } = form.formState;
  /**
   * A text field's id (`touring-stage-name` for `stageName`), label, registration with its starting value (in the
   * server's HTML too) and message.
   */
  const field = (name: Exclude<FieldName, 'genres' | 'services'>, label: string) => ({
    id: `touring-${slug(name.replace(/[A-Z]/g, '-$&'))}`,
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
      again={sendAnotherMessages.touring}
      onAgain={() => setConfirmed(false)}
      submitting={submitting}
      onSubmit={onSubmit()}
      formError={formError}
      honeypotId="touring-reference"
      requiredNoteId="touring-required"
      legend={t.legend}
      className="grid gap-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <InputField
          {...field('stageName', t.stageName)}
          required
          maxLength={L.stageName}
          autoComplete="nickname"
        />
        <InputField
          {...field('contactNameRole', t.contact)}
          required
          hint={t.contactHint}
          maxLength={L.contactNameRole}
          autoComplete="name"
        />
        <InputField {...field('email', t.email)} required maxLength={L.email} {...EMAIL_INPUT} />
        <InputField {...field('phone', t.phone)} maxLength={L.phone} {...PHONE_INPUT} />
      </div>

      <CheckboxGroup
        id="touring-genres"
        columns="grid-cols-2 sm:grid-cols-3 md:grid-cols-5"
        legend={t.genres}
        options={TOURING_GENRES}
        optionId={(option) => optionId('genres', option)}
        registration={form.register('genres')}
        checked={defaults.genres ?? []}
        error={errors.genres?.message}
      />

      <TextareaField {...field('links', t.links)} required hint={t.linksHint} maxLength={L.links} rows={3} />
      <TextareaField
        {...field('regions', t.regions)}
        required
        hint={t.regionsHint}
        maxLength={L.regions}
        rows={2}
      />

      <div className="grid gap-5 md:grid-cols-2">
        <InputField {...field('startDate', t.startDate)} hint={t.startDateHint} type="date" />
        <SelectField
          {...field('budget', t.budget)}
          hint={OPTIONAL_HINT}
          placeholder={t.chooseBudget}
          options={TOURING_BUDGETS}
          labels={TOURING_BUDGET_LABELS}
        />
      </div>

      <CheckboxGroup
        id="touring-services"
        columns="sm:grid-cols-2"
        legend={t.services}
        options={TOURING_SERVICES}
        optionId={(option) => optionId('services', option)}
        registration={form.register('services')}
        checked={defaults.services ?? []}
        error={errors.services?.message}
      />

      <TextareaField {...field('notes', t.notes)} hint={t.notesHint} maxLength={L.notes} rows={4} />

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
