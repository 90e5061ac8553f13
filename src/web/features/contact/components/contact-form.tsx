/**
 * The contact form (site-and-portals.md §2.9, §4 "Contact form", §5, §8 "Contact"): name, email, subject and
 * message, validated by the shared `contactSchema`. States: editing, sending (fields disabled), sent ('Message
 * Sent!' with 'Send Another Message'), or error (failure toast, input kept, back to editing).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { CONTACT_LIMITS } from '@shared/constants';
import { contactMessages as m } from '@shared/messages';
import { contactSchema, type Contact, type ContactInput } from '@shared/schemas/contact';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useSubmitContact } from '../api/submit-contact';
import { stripAngleBracketsInPlace } from '../utils/strip-angle-brackets-in-place';
import { contactValidationToast } from '../utils/validation-toast';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';

type FieldName = keyof ContactInput;

const FIELDS: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Where focus goes once the form is enabled again after a request, or after 'Send Another Message'. */
type FocusTarget = FieldName | 'submit';

/** The contact form card body: the form while editing or sending, the confirmation once sent. */
export function ContactForm() {
  // Before hydration the form cannot send JSON: submitting stays off until the scripts run.
  const prerenderPass = useIsPrerenderPass();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const mutation = useSubmitContact();
  const sending = mutation.isPending;
  const inFlight = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // Disabled controls cannot take focus, so focus moves only after the form is enabled (or shown) again.
  useEffect(() => {
    const target = focusNext.current;
    if (sending || sent || !target) return;
    focusNext.current = null;
    if (target === 'submit') submitRef.current?.focus();
    else setFocus(target);
  }, [sending, sent, setFocus]);

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

  const onValid = (values: Contact) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(m.success.title, { description: m.success.text });
        reset(EMPTY);
        setSent(true);
      },
      onError: (error) => {
        toast.error(m.failure.title, { description: m.failure.text });
        const serverFields = error instanceof ApiError ? error.fields : {};
        const rejected = FIELDS.filter((field) => serverFields[field]);
        for (const field of rejected) setError(field, { type: 'server', message: serverFields[field] });
        focusNext.current = rejected[0] ?? 'submit';
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    const problem = contactValidationToast(invalid);
    toast.error(problem.title, { description: problem.text });
  };

  const sendAnother = () => {
    mutation.reset();
    reset(EMPTY);
    focusNext.current = 'name';
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
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <p id="contact-form-required" className="mb-6 text-sm text-muted-foreground">
        All fields are required.
      </p>
      <fieldset disabled={sending} className="grid gap-5">
        <legend className="sr-only">Your message</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label="Name" required error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                {...registerCleaned('name')}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
              />
            )}
          </FormField>
          <FormField id="contact-email" label="Email" required error={errors.email?.message}>
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
        <FormField id="contact-subject" label="Subject" required error={errors.subject?.message}>
          {(control) => (
            <Input {...control} {...registerCleaned('subject')} maxLength={CONTACT_LIMITS.subject} />
          )}
        </FormField>
        <FormField
          id="contact-message"
          label="Message"
          required
          hint={`At least ${CONTACT_LIMITS.messageMin} characters, at most ${CONTACT_LIMITS.message}.`}
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
            {sending ? 'Sending...' : 'Send Message'}
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
      <CircleCheck className="size-14 text-green-600 dark:text-green-400" aria-hidden />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-black tracking-tight focus:outline-none">
        {m.success.title}
      </h3>
      <p className="max-w-md text-muted-foreground">
        Thank you for reaching out. We&apos;ll get back to you within 24-48 hours.
      </p>
      <Button type="button" variant="outline" size="lg" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
