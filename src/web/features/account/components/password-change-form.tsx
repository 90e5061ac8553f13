/**
 * The password change (docs/decisions/0015): current password, new password and its confirmation, each with a
 * show/hide toggle; the §5 sign-up rules under the new one. Checked by the shared schema before it is sent; a wrong
 * current password comes back on its field, and what was typed stays. A success clears the form and says so; the
 * account's other devices are signed out.
 */
import { Loader2 } from 'lucide-react';
import { PASSWORD_SPECIAL_CHARACTERS } from '@shared/auth/password-rules';
import { PASSWORD_MAX_LENGTH } from '@shared/limits/auth';
import { accountPageMessages as m } from '@shared/messages/account';
import { passwordHints } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { PasswordInput } from '@web/lib/auth/components/password-input';
import { useApiForm } from '@web/lib/use-api-form';
import { useChangePassword } from '../api/change-password';
import {
  EMPTY_PASSWORD_FORM,
  passwordFormSchema,
  type PasswordFormValues,
} from '../utils/password-form-schema';

/** Form order: the first field the server rejects takes focus. */
const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

const PASSWORD_HINT = passwordHints.signUp(PASSWORD_SPECIAL_CHARACTERS);

/** A failure's message under the form: the server's, unless it named fields (their messages are on the fields). */
function failureText(error: Error): string {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return m.passwordFailure;
  return error.message || m.passwordFailure;
}

export interface PasswordChangeFormProps {
  /** The account's email (for password managers). */
  email: string;
}

/** The password change form; it sends `POST /api/account/password` and clears itself after a success. */
export function PasswordChangeForm({ email }: PasswordChangeFormProps) {
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: passwordFormSchema,
    empty: EMPTY_PASSWORD_FORM,
    mutation: useChangePassword(),
    fields: FIELDS,
    message: { success: m.passwordChanged, failure: failureText },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const field = (name: keyof PasswordFormValues, id: string, label: string, autoComplete: string) => (
    <FormField
      id={id}
      label={label}
      required
      hint={name === 'newPassword' ? PASSWORD_HINT : undefined}
      error={errors[name]?.message}
    >
      {(control) => (
        <PasswordInput
          {...control}
          {...register(name)}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={submitting}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit()} aria-label={m.passwordTitle} className="grid gap-5">
      {/* The account's email, hidden: password managers pair it with the new password. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('currentPassword', 'account-current-password', m.passwordLabels.current, 'current-password')}
      {field('newPassword', 'account-new-password', m.passwordLabels.new, 'new-password')}
      {field('confirm', 'account-confirm-password', m.passwordLabels.confirm, 'new-password')}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting && <Loader2 aria-hidden className="animate-spin" />}
          {submitting ? m.changingPassword : m.changePassword}
        </Button>
      </div>
    </form>
  );
}
