/**
 * Asking for a new confirmation link after an expired one (site-and-portals.md §5 "Forgot/resend", §8 "Program
 * confirmation errors": 'Please request a new one.'). The server answers the same whether or not the account
 * exists, so the page does too. Built on the form hook (`useApiForm`); the outcome shows under the button.
 */
import { Loader2, Send } from 'lucide-react';
import type { Portal } from '@shared/auth/portals';
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import {
  accountFormMessages,
  confirmationProgressTexts,
  programAuthCardMessages,
} from '@shared/messages/auth';
import { resendConfirmationSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useResendConfirmation } from '@web/lib/auth/api/resend-confirmation';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { useApiForm } from '@web/lib/use-api-form';

const FIELDS = ['email'] as const;

export interface ResendConfirmationFormProps {
  /** The portal the link came from; the new link leads back to it. */
  portal: Portal;
  /** Filled in at first, e.g. from the expired link. */
  defaultEmail?: string;
}

/** An email field and 'Send New Link'; the outcome shows under the button, the email stays. */
export function ResendConfirmationForm({ portal, defaultEmail = '' }: ResendConfirmationFormProps) {
  const {
    form,
    submitting: sending,
    submitRef,
    onSubmit,
    message,
  } = useApiForm({
    schema: resendConfirmationSchema,
    empty: { email: defaultEmail, portal },
    mutation: useResendConfirmation(),
    fields: FIELDS,
    message: {
      success: confirmationProgressTexts.resent,
      failure: (error) => error.message,
    },
    keepValues: true,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form
      method="post"
      noValidate
      aria-busy={sending}
      aria-labelledby="resend-confirmation-heading"
      onSubmit={onSubmit()}
      className="grid gap-4 rounded-lg border p-4 text-left"
    >
      <h2 id="resend-confirmation-heading" className="text-base font-bold">
        {programAuthCardMessages.resendTitle}
      </h2>
      <FormField
        id="resend-confirmation-email"
        label={accountFormMessages.email}
        required
        error={errors.email?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
          />
        )}
      </FormField>
      <Button ref={submitRef} type="submit" variant="secondary" disabled={sending}>
        {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {sending ? programAuthCardMessages.sending : programAuthCardMessages.sendNewLink}
      </Button>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </form>
  );
}
