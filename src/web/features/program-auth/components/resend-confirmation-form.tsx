/**
 * Asking for a new confirmation link after an expired one (site-and-portals.md §5 "Forgot/resend", §8 "Program
 * confirmation errors": 'Please request a new one.'). The server answers the same whether or not the account
 * exists, so the page does too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { Portal } from '@shared/auth/portals';
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import { confirmationProgressTexts } from '@shared/messages/auth';
import { resendConfirmationSchema, type ResendConfirmationInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useResendConfirmation } from '@web/lib/auth/api/resend-confirmation';
import { FormMessage } from '@web/lib/auth/components/form-message';

export interface ResendConfirmationFormProps {
  /** The portal the link came from; the new link leads back to it. */
  portal: Portal;
  /** Filled in at first, e.g. from the expired link. */
  defaultEmail?: string;
}

/** An email field and 'Send New Link'; the outcome shows under the button. */
export function ResendConfirmationForm({ portal, defaultEmail = '' }: ResendConfirmationFormProps) {
  const mutation = useResendConfirmation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof resendConfirmationSchema>, unknown, ResendConfirmationInput>({
    resolver: zodResolver(resendConfirmationSchema),
    defaultValues: { email: defaultEmail, portal },
  });

  const submit = handleSubmit((values) => {
    if (mutation.isPending) return;
    setSent(false);
    mutation.mutate(values, { onSuccess: () => setSent(true) });
  });

  return (
    <form
      method="post"
      noValidate
      aria-busy={mutation.isPending}
      aria-labelledby="resend-confirmation-heading"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-lg border p-4 text-left"
    >
      <h2 id="resend-confirmation-heading" className="text-base font-bold">
        Request a new confirmation link
      </h2>
      <FormField id="resend-confirmation-email" label="Email" required error={errors.email?.message}>
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
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {mutation.isPending ? 'Sending...' : 'Send New Link'}
      </Button>
      {sent && <FormMessage tone="success">{confirmationProgressTexts.resent}</FormMessage>}
      {mutation.isError && <FormMessage tone="error">{mutation.error.message}</FormMessage>}
    </form>
  );
}
