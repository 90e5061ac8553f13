/**
 * The email and password form of the artist portal, the program and the agent portal (site-and-portals.md §2.5,
 * §2.13, §5 "Sign-in", "Sign-up", "Agent login/sign-up"; training-program.md §2 item 3, §5): email and password,
 * plus confirm password when creating an artist or program account. The submit button stays disabled while a
 * field is blank or a request is pending. Built on the form hook (`useApiForm`): the email is checked, trimmed and
 * lower-cased by the shared schemas before the page sees it ({@link credentialsSchema}); the artist portal and the
 * program run the password checks themselves, whose texts differ per portal, while the agent portal's sign-up
 * password is checked here by the shared sign-up schema. The page's request runs as the form's one request, and
 * the server's field messages of a request it lets fail show under the fields; its texts are the page's own.
 */
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import type * as React from 'react';
import { PASSWORD_SPECIAL_CHARACTERS } from '@shared/auth/password-rules';
import type { Portal } from '@shared/auth/portals';
import { ACCOUNT_LIMITS } from '@shared/limits/account';
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import { accountFormMessages, passwordHints } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { credentialsSchema, type CredentialsMode, type CredentialsValues } from '../utils/credentials-schema';
import { PasswordInput } from './password-input';

export type { CredentialsMode, CredentialsValues } from '../utils/credentials-schema';

/** The sign-up password rules (§5) as help under the password field. */
const SIGN_UP_PASSWORD_HINT = passwordHints.signUp(PASSWORD_SPECIAL_CHARACTERS);

/** The fields in form order: the server's field messages go on these. */
const FIELDS = ['name', 'organisation', 'email', 'password', 'confirmPassword'] as const;

export interface CredentialsFormProps {
  /** Prefix of the field ids, e.g. `artist-sign-in`. */
  idPrefix: string;
  mode: CredentialsMode;
  /** The portal signing in: the schema's portal value, and the sign-up password rules when the form checks them. */
  portal: Portal;
  /**
   * The page is busy (e.g. with a request of its own, or signed in and about to leave): the submit button is
   * disabled and shows `pendingLabel`, as it does while the form's own request runs, and nothing is submitted.
   */
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
  /** Sign-up asks for the account's name first, required, then its organisation, optional (agent portal; issue 38 item 1). */
  askName?: boolean;
  /**
   * Puts the fields in a fieldset with this visually hidden legend, disabled while a request runs or the page is
   * `pending` (agent portal). Left out, the fields stay enabled and only the submit button is disabled.
   */
  legend?: string;
  /** Shown between the fields and the submit button. */
  children?: React.ReactNode;
  /**
   * The page's request with valid values; never called while `pending` or while the last one runs. The form counts
   * as pending until the returned promise settles. The page shows its own texts; a rejection with an `ApiError`
   * also shows the server's field messages under the email and password fields.
   */
  onSubmit: (values: CredentialsValues) => Promise<void> | void;
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
  askName = false,
  legend,
  children,
  onSubmit,
}: CredentialsFormProps) {
  const signingUp = mode === 'sign-up';
  const confirming = signingUp && askConfirmPassword;
  const naming = signingUp && askName;
  // The page's request as the form's mutation; its inner requests keep their own network mode.
  const request = useMutation({
    mutationFn: async (values: CredentialsValues) => onSubmit(values),
    networkMode: 'always',
  });
  const {
    form,
    submitting,
    prerenderPass,
    submitRef,
    onSubmit: submitHandler,
  } = useApiForm({
    schema: credentialsSchema({ mode, portal, checkPasswordRules, askName }),
    empty: { name: '', organisation: '', email: defaultEmail, password: '', confirmPassword: '' },
    mutation: request,
    fields: FIELDS,
    // The page decides what a success leads to (a message, a redirect, a remount that clears everything).
    keepValues: true,
    revalidateOnChange: false,
  });
  const {
    register,
    control,
    setFocus,
    getValues,
    resetField,
    clearErrors,
    formState: { errors },
  } = form;
  const busy = pending || submitting;
  const [email, password, confirmPassword, name] = useWatch({
    control,
    name: ['email', 'password', 'confirmPassword', 'name'],
  });
  useEffect(() => {
    resetField('password');
    resetField('confirmPassword');
    clearErrors();
  }, [mode, resetField, clearErrors]);

  useEffect(() => {
    if (focusRequest > 0) setFocus(getValues('email').trim() ? 'password' : 'email');
  }, [focusRequest, setFocus, getValues]);

  const blank = !email.trim() || !password || (confirming && !confirmPassword) || (naming && !name?.trim());
  const submit = submitHandler();

  const fields = (
    <>
      {naming && (
        <FormField
          id={`${idPrefix}-name`}
          label={accountFormMessages.name}
          required
          hint={accountFormMessages.nameHint}
          error={errors.name?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('name')}
              autoComplete="name"
              maxLength={ACCOUNT_LIMITS.name}
            />
          )}
        </FormField>
      )}
      {naming && (
        <FormField
          id={`${idPrefix}-organisation`}
          label={accountFormMessages.organisation}
          hint={accountFormMessages.organisationHint}
          error={errors.organisation?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('organisation')}
              autoComplete="organization"
              maxLength={ACCOUNT_LIMITS.organisation}
            />
          )}
        </FormField>
      )}
      <FormField
        id={`${idPrefix}-email`}
        label={accountFormMessages.email}
        required
        error={errors.email?.message}
      >
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
        label={accountFormMessages.password}
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
          label={accountFormMessages.confirmPassword}
          required
          error={errors.confirmPassword?.message}
        >
          {(controlProps) => (
            <PasswordInput {...controlProps} {...register('confirmPassword')} autoComplete="new-password" />
          )}
        </FormField>
      )}
      {children}
      <Button
        ref={submitRef}
        type="submit"
        size="lg"
        className="w-full"
        disabled={blank || busy || prerenderPass}
      >
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {busy ? pendingLabel : submitLabel}
      </Button>
    </>
  );

  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => (busy ? event.preventDefault() : submit(event))}
      className={legend ? undefined : 'grid gap-5'}
    >
      {legend ? (
        <fieldset disabled={busy} className="grid gap-5">
          <legend className="sr-only">{legend}</legend>
          {fields}
        </fieldset>
      ) : (
        fields
      )}
    </form>
  );
}
