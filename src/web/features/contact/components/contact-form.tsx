/**
 * The contact form (site-and-portals.md §2.9, §4 "Contact form", §5, §8 "Contact"): name, email, subject and
 * message, validated by the shared `contactSchema`. States: editing, sending (fields disabled), sent ('Message
 * Sent!' with 'Send Another Message'), or error (failure toast, input kept, back to editing).
 */
import { CircleCheck, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@web/lib/toast';
import { CONTACT_LIMITS } from '@shared/limits/forms';
import { CONTACT_SENT_TEXT, contactFormMessages as t, contactMessages as m } from '@shared/messages/forms';
import { contactSchema, type ContactInput } from '@shared/schemas/contact';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm, type FieldErrors } from '@web/lib/use-api-form';
import { useSubmitContact } from '../api/submit-contact';
import { stripAngleBracketsInPlace } from '../utils/strip-angle-brackets-in-place';
import { contactValidationToast } from '../utils/validation-toast';

type FieldName = keyof ContactInput;

const FIELDS: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** The contact form card body: the form while editing or sending, the confirmation once sent. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const mutation = useSubmitContact();
  const {
    form,
    submitting: sending,
    prerenderPass,
    submitRef,
    onSubmit,
    focusWhenEnabled,
  } = useApiForm({
    schema: contactSchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: m.success,
    failure: () => m.failure,
    onSuccess: () => setSent(true),
    hidden: sent,
  });
  const {
    register,
    formState: { errors },
  } = form;

  /** Registers a text field whose angle brackets are stripped on each change (§5; ADR 0003). */
  const registerCleaned = (name: FieldName) => {
    const field = register(name);
    return {
      ...field,
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

  if (sent) return <ContactSent onSendAnother={sendAnother} />;

  return (
    <form
      // POST, so a submission before the scripts load never copies the input into the URL.
      method="post"
      noValidate
      aria-busy={sending}
      aria-describedby="contact-form-required"
      onSubmit={onSubmit(onInvalid)}
    >
      <p id="contact-form-required" className="mb-6 text-sm text-muted-foreground">
        {t.allRequired}
      </p>
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
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={prerenderPass}
          >
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {sending ? t.sending : t.send}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** The 'Message Sent!' state (§2.9) with the reply promise and a way back to an empty form. */
function ContactSent({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <CircleCheck className="size-14 text-success" aria-hidden />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-black tracking-tight focus:outline-none">
        {m.success.title}
      </h3>
      <p className="max-w-md text-muted-foreground">{CONTACT_SENT_TEXT}</p>
      <Button type="button" variant="outline" size="lg" onClick={onSendAnother}>
        {t.sendAnother}
      </Button>
    </div>
  );
}
