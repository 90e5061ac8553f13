/**
 * The reset-password screen of the artist portal, the agent portal and the program (site-and-portals.md §2.14, §4
 * "Reset flow", §5 "New password", §8 "Reset"): two password fields with show/hide toggles, a requirements box,
 * then a success screen with 'Continue to Login' and an automatic redirect to the sign-in page with `reset=success`
 * after 2 s. Without a kept reset token the session has expired (reset-error `session_expired`). Built on the form
 * hook (`useApiForm`): a failure shows its message under the form and as a toast; a token the server no longer
 * accepts leads to the reset-error page instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Loader2, LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { resetMessages, resetPageMessages as r } from '@shared/messages/auth';
import type { ResetPortal } from '@shared/auth/portals';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useResetPassword } from '@web/lib/auth/api/reset-password';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { clearResetToken, readResetToken } from '@web/lib/auth/utils/auth-storage';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { PasswordInput } from '@web/lib/auth/components/password-input';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { newPasswordRequestSchema, type NewPasswordInput } from '../utils/new-password-schema';
import { isInvalidToken, resetErrorPath, resetFailureMessage, resetSuccessPath } from '../utils/reset-errors';
import { PasswordRequirements } from './password-requirements';
import { ResetCard } from './reset-card';
import { ResetLinkCheck } from './reset-link-check';

/**
 * `/portal/reset-password`, `/agent-portal/reset-password` and `/program-reset-password` (§2.1). A `?token=` in the
 * URL (the artist portal's and the program's emailed link) is checked and kept first, then removed from the URL
 * before the form is shown.
 */
export function ResetPasswordPage({ portal }: { portal: ResetPortal }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = search.get('token');
  if (token) {
    return (
      <ResetLinkCheck
        portal={portal}
        token={token}
        onValid={() => void navigate(pathname, { replace: true })}
      />
    );
  }
  return <ResetPasswordForm portal={portal} />;
}

const EMPTY: NewPasswordInput = { password: '', confirm: '' };

/** Form order; the server's message about the new password goes on the first field. */
const FIELDS = ['password', 'confirm'] as const;

/** The new-password form, or the success screen once the password is changed. */
function ResetPasswordForm({ portal }: { portal: ResetPortal }) {
  const [token] = useState(readResetToken);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    form,
    submitting: pending,
    submitRef,
    onSubmit,
    message,
  } = useApiForm({
    schema: newPasswordRequestSchema(token ?? ''),
    empty: EMPTY,
    mutation: useResetPassword(),
    fields: FIELDS,
    serverFields: { newPassword: 'password' },
    // A token the server no longer accepts is not reported here: the page moves on to the reset-error page.
    failure: (error) => (isInvalidToken(error) ? null : { title: resetFailureMessage(error) }),
    message: { failure: resetFailureMessage },
    onSuccess: () => {
      clearResetToken();
      // Every session of the account has ended (§4): let the portals read the session afresh.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      setDone(true);
    },
    onError: (error) => {
      if (!isInvalidToken(error)) return;
      clearResetToken();
      void navigate(resetErrorPath(portal, 'session_expired'), { replace: true });
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] });

  if (done) return <ResetSucceeded portal={portal} />;
  if (!token) return <Navigate to={resetErrorPath(portal, 'session_expired')} replace />;

  const requirementsId = `${portal}-reset-requirements`;
  return (
    <ResetCard icon={LockKeyhole} title={r.newPasswordTitle} description={r.newPasswordDescription}>
      <form method="post" noValidate aria-busy={pending} onSubmit={onSubmit()}>
        <fieldset disabled={pending} className="grid gap-4">
          <legend className="sr-only">{r.newPasswordLegend}</legend>
          <FormField
            id={`${portal}-new-password`}
            label={r.newPassword}
            required
            error={errors.password?.message}
          >
            {(controlProps) => (
              <PasswordInput
                {...controlProps}
                {...register('password')}
                aria-describedby={[controlProps['aria-describedby'], requirementsId]
                  .filter(Boolean)
                  .join(' ')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField
            id={`${portal}-confirm-password`}
            label={r.confirmNewPassword}
            required
            error={errors.confirm?.message}
          >
            {(controlProps) => (
              <PasswordInput {...controlProps} {...register('confirm')} autoComplete="new-password" />
            )}
          </FormField>
          <PasswordRequirements id={requirementsId} password={password} confirm={confirm} />
          {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            className="w-full"
            disabled={!password || !confirm || pending}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {pending ? r.updating : r.update}
          </Button>
        </fieldset>
      </form>
    </ResetCard>
  );
}

/** 'Continue to Login', and the same redirect on its own after {@link REDIRECT_DELAY_MS}.resetSuccess (§4, §9). */
function ResetSucceeded({ portal }: { portal: ResetPortal }) {
  const navigate = useNavigate();
  const next = resetSuccessPath(portal);
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(next, { replace: true }),
      REDIRECT_DELAY_MS.resetSuccess,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, next]);
  return (
    <ResetCard
      icon={CircleCheck}
      tone="success"
      title={r.updatedTitle}
      description={r.updatedDescription}
      focusHeading
    >
      <Button asChild size="lg" className="w-full">
        <Link to={next} replace>
          {resetMessages.continueToLogin}
        </Link>
      </Button>
    </ResetCard>
  );
}
