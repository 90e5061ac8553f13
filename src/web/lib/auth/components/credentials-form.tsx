/**
 * The email and password form of the artist portal, the program and the agent portal (site-and-portals.md §2.5,
 * §2.13, §5 "Sign-in", "Sign-up", "Agent login/sign-up"; training-program.md §2 item 3, §5): email and password,
 * plus confirm password when creating an artist or program account. The submit button stays disabled while a
 * field is blank or a request is pending. The email is checked, trimmed and lower-cased by the shared schemas
 * before the page sees it; the artist portal and the program run the password checks themselves, whose texts
 * differ per portal, while the agent portal's sign-up password is checked here by the shared sign-up schema.
 */
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import type * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PASSWORD_SPECIAL_CHARACTERS } from '@shared/auth/password-rules';
import type { Portal } from '@shared/auth/portals';
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import { passwordHints } from '@shared/messages/auth';
import { authEmail, signInSchema, signUpSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';
import { PasswordInput } from './password-input';

/** The sign-up password rules (§5) as help under the password field. */
const SIGN_UP_PASSWORD_HINT = passwordHints.signUp(PASSWORD_SPECIAL_CHARACTERS);

export type CredentialsMode = 'sign-in' | 'sign-up';

/** What the form hands over: the email already trimmed and lower-cased, the passwords exactly as typed. */
export interface CredentialsValues {
  email: string;
  password: string;
  /** Empty in sign-in mode and when the form does not ask for it. */
  confirmPassword: string;
}

/** Lets the page show a message under a field after submitting, e.g. the server's. */
export type SetCredentialsFieldError = (field: 'email' | 'password', message: string) => void;

export interface CredentialsFormProps {
  /** Prefix of the field ids, e.g. `artist-sign-in`. */
  idPrefix: string;
  mode: CredentialsMode;
  /** The portal signing in: the schema's portal value, and the sign-up password rules when the form checks them. */
  portal: Portal;
  /** A request is in flight: the submit button is disabled and shows `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Filled in when the form opens (e.g. kept across a mode switch). */
  defaultEmail?: string;
  /**
   * Bump it to move focus into the form (after the user switches mode): to the email field when it is blank,
   * else to the password field. 0 leaves focus alone.
   */
  focusRequest?: number;
  /** Help under the password field in sign-up mode; the password rules by default. */
  passwordHint?: React.ReactNode;
  /** Sign-up asks to confirm the password (artist portal, program); true by default. */
  askConfirmPassword?: boolean;
  /**
   * Sign-up checks the password against the portal's rules here, with the shared sign-up schema, and shows the
   * problems under the field (agent portal). Left out, the page checks the passwords with its own texts.
   */
  checkPasswordRules?: boolean;
  /**
   * Puts the fields in a fieldset with this visually hidden legend, disabled while `pending` (agent portal).
   * Left out, the fields stay enabled and the page guards against a second request.
   */
  legend?: string;
  /** Shown between the fields and the submit button. */
  children?: React.ReactNode;
  /** Called with valid values; never while `pending`. */
  onSubmit: (values: CredentialsValues, setFieldError: SetCredentialsFieldError) => void;
}

/**
 * The sign-in or create-account fields and their submit button. Switching `mode` clears the passwords and keeps
 * the email (training-program.md §4 "Other"); remount it (`key`) to clear everything.
 */
export function CredentialsForm({
  idPrefix,
  mode,
  portal,
  pending,
  submitLabel,
  pendingLabel,
  defaultEmail = '',
  focusRequest = 0,
  passwordHint = SIGN_UP_PASSWORD_HINT,
  askConfirmPassword = true,
  checkPasswordRules = false,
  legend,
  children,
  onSubmit,
}: CredentialsFormProps) {
  const prerenderPass = useIsPrerenderPass();
  const signingUp = mode === 'sign-up';
  const confirming = signingUp && askConfirmPassword;
  /** Sign-up with the password left to the page: only the email is checked here. */
  const emailOnly = signingUp && !checkPasswordRules;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    resetField,
    clearErrors,
    formState: { errors },
  } = useForm<CredentialsValues>({
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });
  const [email, password, confirmPassword] = useWatch({
    control,
    name: ['email', 'password', 'confirmPassword'],
  });
  useEffect(() => {
    resetField('password');
    resetField('confirmPassword');
    clearErrors();
  }, [mode, resetField, clearErrors]);

  useEffect(() => {
    if (focusRequest > 0) setFocus(getValues('email').trim() ? 'password' : 'email');
  }, [focusRequest, setFocus, getValues]);

  const blank = !email.trim() || !password || (confirming && !confirmPassword);

  const setFieldError: SetCredentialsFieldError = (field, message) =>
    setError(field, { type: 'server', message });

  const submit = handleSubmit((values) => {
    if (pending) return;
    if (emailOnly) {
      const parsed = authEmail.safeParse(values.email);
      if (!parsed.success) {
        setError('email', { type: 'schema', message: parsed.error.issues[0]?.message });
        return;
      }
      onSubmit({ ...values, email: parsed.data }, setFieldError);
      return;
    }
    const schema = signingUp ? signUpSchema : signInSchema;
    const parsed = schema.safeParse({ email: values.email, password: values.password, portal });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'password')
          setError(field, { type: 'schema', message: issue.message });
      }
      return;
    }
    onSubmit(
      {
        email: parsed.data.email,
        password: parsed.data.password,
        confirmPassword: signingUp ? values.confirmPassword : '',
      },
      setFieldError,
    );
  });

  const fields = (
    <>
      <FormField id={`${idPrefix}-email`} label="Email" required error={errors.email?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete={signingUp ? 'email' : 'username'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        required
        hint={signingUp ? passwordHint : undefined}
        error={errors.password?.message}
      >
        {(controlProps) => (
          <PasswordInput
            {...controlProps}
            {...register('password')}
            autoComplete={signingUp ? 'new-password' : 'current-password'}
          />
        )}
      </FormField>
      {confirming && (
        <FormField
          id={`${idPrefix}-confirm-password`}
          label="Confirm Password"
          required
          error={errors.confirmPassword?.message}
        >
          {(controlProps) => (
            <PasswordInput {...controlProps} {...register('confirmPassword')} autoComplete="new-password" />
          )}
        </FormField>
      )}
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={blank || pending || prerenderPass}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );

  return (
    <form
      method="post"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => void submit(event)}
      className={legend ? undefined : 'grid gap-5'}
    >
      {legend ? (
        <fieldset disabled={pending} className="grid gap-5">
          <legend className="sr-only">{legend}</legend>
          {fields}
        </fieldset>
      ) : (
        fields
      )}
    </form>
  );
}
