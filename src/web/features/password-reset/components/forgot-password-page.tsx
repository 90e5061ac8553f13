/**
 * The forgot-password screen of the artist portal, the agent portal and the program (site-and-portals.md §2.14, §4
 * "Reset flow", §5 "Forgot/resend", §8 "Reset"): an email field, then 'Check Your Email' with 'Back to Login' and
 * 'Try again'. The answer is the same whether or not the account exists. Built on the form hook (`useApiForm`): a
 * failure shows its message under the form and as a toast, and the email stays for another try.
 */
import { KeyRound, Loader2, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { accountFormMessages, resetMessages, resetPageMessages as r } from '@shared/messages/auth';
import { RESET_PATHS, type ResetPortal } from '@shared/auth/portals';
import { forgotPasswordSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useRequestPasswordReset } from '@web/lib/auth/api/forgot-password';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { useApiForm } from '@web/lib/use-api-form';
import { resetFailureMessage } from '../utils/reset-errors';
import { ResetCard } from './reset-card';

const FIELDS = ['email'] as const;

/** `/portal/forgot-password`, `/agent-portal/forgot-password` and `/program-auth/forgot-password` (§2.1, §2.14). */
export function ForgotPasswordPage({ portal }: { portal: ResetPortal }) {
  const paths = RESET_PATHS[portal];
  const mutation = useRequestPasswordReset();
  const {
    form,
    submitting: sending,
    submitRef,
    onSubmit,
    message,
  } = useApiForm({
    schema: forgotPasswordSchema,
    empty: { email: '', portal },
    mutation,
    fields: FIELDS,
    success: resetMessages.linkSent,
    failure: (error) => ({ title: resetFailureMessage(error) }),
    message: { failure: resetFailureMessage },
    // 'Try again' shows the form again with the email as it was typed.
    keepValues: true,
  });
  const {
    register,
    formState: { errors },
  } = form;
  /** The address the link went to, once sent (cleaned by the schema); 'Try again' forgets it. */
  const sentTo = mutation.isSuccess ? mutation.variables.email : null;

  const tryAgain = () => mutation.reset();

  if (sentTo !== null) {
    return (
      <ResetCard
        icon={MailCheck}
        tone="success"
        title={resetMessages.checkEmailTitle}
        focusHeading
        description={
          <>
            {r.sentBefore} <strong className="text-foreground">{sentTo}</strong>
            {r.sentAfter} {resetMessages.linkExpiry}
          </>
        }
      >
        <p className="text-center text-sm text-muted-foreground">{r.noEmail}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild>
            <Link to={paths.login}>{resetMessages.backToLogin}</Link>
          </Button>
          <Button type="button" variant="outline" onClick={tryAgain}>
            {resetMessages.tryAgain}
          </Button>
        </div>
      </ResetCard>
    );
  }

  return (
    <ResetCard icon={KeyRound} title={accountFormMessages.forgotPassword} description={r.forgotDescription}>
      <form method="post" noValidate aria-busy={sending} onSubmit={onSubmit()}>
        <fieldset disabled={sending} className="grid gap-4">
          <legend className="sr-only">{r.forgotLegend}</legend>
          <FormField
            id={`${portal}-forgot-email`}
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
                placeholder={accountFormMessages.emailPlaceholder}
              />
            )}
          </FormField>
          {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
          <Button ref={submitRef} type="submit" className="w-full">
            {sending && <Loader2 className="animate-spin" aria-hidden />}
            {sending ? r.sending : r.sendLink}
          </Button>
        </fieldset>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {resetMessages.backToLogin}
        </Link>
      </p>
    </ResetCard>
  );
}
