/**
 * The contact form (site-and-portals.md §2.9, §4 "Contact form", §5, §8 "Contact"): name, email, subject and
 * message, validated by the shared `contactSchema`. States: editing, sending (fields disabled), sent ('Message
 * Sent!' with 'Send Another Message'), or error (failure toast, input kept, back to editing).
 *
 * Before (and without) JavaScript it is a native form posting to `/contact` (docs/decisions/0001 "Forms without
 * JavaScript"); the page the server answers with gives it `initialState`: the values and messages of a refused
 * post, or the 'Message Sent!' state of a stored one.
 */
import { Loader2, Send } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { toast } from '@web/lib/toast';
import { CONTACT_LIMITS } from '@shared/limits/forms';
import { CONTACT_SENT_TEXT, contactFormMessages as t, contactMessages as m } from '@shared/messages/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { PUBLIC_FORMS } from '@shared/public-forms';
import { contactSchema, type ContactInput } from '@shared/schemas/contact';
import { FormConfirmation } from '@web/components/form-confirmation';
import { HoneypotField } from '@web/components/honeypot-field';
import { Button } from '@web/components/ui/button';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm, type FieldErrors } from '@web/lib/use-api-form';
import { useSubmitContact } from '../api/submit-contact';
import { stripAngleBracketsInPlace } from '../utils/strip-angle-brackets-in-place';
import { contactValidationToast } from '../utils/validation-toast';

type FieldName = keyof ContactInput;

const FIELDS: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

const ACTION = PUBLIC_FORMS.contact.path;

export interface ContactFormProps {
  /** The state the server rendered the page with (a post without JavaScript), if any. */
  initialState?: PublicFormState;
}

/** The contact form card body: the form while editing or sending, the confirmation once sent. */
export function ContactForm({ initialState }: ContactFormProps) {
  // 'sent' by this page's script (the confirmation takes focus), or before the page was rendered.
  const [sent, setSent] = useState<false | 'here' | 'before'>(initialState?.submitted ? 'before' : false);
  const mutation = useSubmitContact();
  const {
    form,
    submitting: sending,
    submitRef,
    onSubmit,
    focusWhenEnabled,
    defaults,
    formError,
  } = useApiForm({
    schema: contactSchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: m.success,
    failure: () => m.failure,
    onSuccess: () => setSent('here'),
    hidden: sent !== false,
    initialState,
  });
  const {
    register,
    formState: { errors },
  } = form;

  /**
   * Registers a text field whose angle brackets are stripped on each change (§5; ADR 0003), starting from its
   * default value (in the server's HTML too).
   */
  const registerCleaned = (name: FieldName) => {
    const field = register(name);
    return {
      ...field,
      defaultValue: defaults[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        // Changing the value mid-composition would break IME input; the next change or the schema cleans it.
        if (!(event.nativeEvent as InputEvent).isComposing) stripAngleBracketsInPlace(event.target);
        return field.onChange(event);
      },
    };
  };

  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    const problem = contactValidationToast(invalid);
    toast.error(problem.title, { description: problem.text });
  };

  const sendAnother = () => {
    mutation.reset();
    form.reset(EMPTY);
    focusWhenEnabled(() => form.setFocus('name'));
    setSent(false);
  };

  if (sent)
    return (
      <FormConfirmation
        title={m.success.title}
        text={CONTACT_SENT_TEXT}
        action={ACTION}
        again={t.sendAnother}
        onAgain={sendAnother}
        focusOnShow={sent === 'here'}
      />
    );

  return (
    <form
      // Posted natively before (and without) the scripts: the server answers with the page (public-forms routes).
      method="post"
      action={ACTION}
      noValidate
      aria-busy={sending}
      aria-describedby="contact-form-required"
      onSubmit={onSubmit(onInvalid)}
    >
      <p id="contact-form-required" className="mb-6 text-sm text-muted-foreground">
        {t.allRequired}
      </p>
      {formError && (
        <div className="mb-6">
          <FieldError>{formError}</FieldError>
        </div>
      )}
      <HoneypotField id="contact-reference" />
      <fieldset disabled={sending} className="grid gap-5">
        <legend className="sr-only">{t.legend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label={t.name} required error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                {...registerCleaned('name')}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </FormField>
          <FormField id="contact-email" label={t.email} required error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...registerCleaned('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={CONTACT_LIMITS.email}
              />
            )}
          </FormField>
        </div>
        <FormField id="contact-subject" label={t.subject} required error={errors.subject?.message}>
          {(control) => (
            <Input {...control} {...registerCleaned('subject')} maxLength={CONTACT_LIMITS.subject} />
          )}
        </FormField>
        <FormField
          id="contact-message"
          label={t.message}
          required
          hint={t.messageHint(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.message)}
          error={errors.message?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              {...registerCleaned('message')}
              rows={6}
              maxLength={CONTACT_LIMITS.message}
            />
          )}
        </FormField>
        <div>
          <Button ref={submitRef} type="submit" size="lg" className="w-full sm:w-auto">
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {sending ? t.sending : t.send}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
