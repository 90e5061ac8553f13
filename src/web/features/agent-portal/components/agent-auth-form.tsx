/**
 * The agent sign-in and create-account form (site-and-portals.md §4 "Agent auth", §5 "Sign-in", "Agent
 * login/sign-up", §8 "Agent auth"): email and password, validated by the shared schemas (the email trimmed and
 * lower-cased); the submit button stays disabled while a field is blank or a request is pending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { agentAuthMessages as m } from '@shared/auth-messages';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/password-rules';
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { isAgentApproved } from '@web/features/auth/api/is-approved';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { signUp } from '@web/features/auth/api/sign-up';
import { PasswordInput } from '@web/features/auth/components/password-input';
import { ApiError } from '@web/lib/api-client';
import { accessDeniedToast, signInFailureToast, signUpFailureToast } from '../utils/agent-auth-toasts';
import { AGENT_FORGOT_PASSWORD_PATH } from '../utils/agent-portal-paths';

export type AgentAuthMode = 'sign-in' | 'sign-up';

type Credentials = SignInInput;

const EMPTY: Credentials = { email: '', password: '', portal: 'agent' };

/**
 * Sign-up for the agent portal (§5): the approval check first (is_agent_approved), then the account.
 *
 * @returns `not_approved` when the email is not an approved agent, else `created`.
 * @throws {ApiError} from the sign-up call.
 */
async function signUpAsAgent(input: SignUpInput): Promise<'created' | 'not_approved'> {
  if (!(await isAgentApproved(input.email))) return 'not_approved';
  await signUp(input);
  return 'created';
}

export interface AgentAuthFormProps {
  mode: AgentAuthMode;
  /** After a successful sign-in. */
  onSignedIn: () => void;
  /** After an account was created (the confirmation email is on its way). */
  onSignedUp: () => void;
}

/** The fields and submit button of one mode; remount it (`key`) to clear it. */
export function AgentAuthForm({ mode, onSignedIn, onSignedUp }: AgentAuthFormProps) {
  const signingIn = mode === 'sign-in';
  const signIn = useSignIn();
  const signUpMutation = useMutation({ mutationFn: signUpAsAgent });
  const form = useForm<Credentials>({
    resolver: signingIn ? zodResolver(signInSchema) : zodResolver(signUpSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const pending = signIn.isPending || signUpMutation.isPending;

  const showServerFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const field of ['email', 'password'] as const) {
      const message = error.fields[field];
      if (message) form.setError(field, { type: 'server', message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    if (signingIn) {
      try {
        await signIn.mutateAsync(values);
      } catch (error) {
        const failure = signInFailureToast(error);
        toast.error(failure.title, { description: failure.text });
        showServerFieldErrors(error);
        return;
      }
      onSignedIn();
      return;
    }
    try {
      const outcome = await signUpMutation.mutateAsync(values);
      if (outcome === 'not_approved') {
        toast.error(accessDeniedToast.title, { description: accessDeniedToast.text });
        return;
      }
    } catch (error) {
      const failure = signUpFailureToast(error);
      toast.error(failure.title, { description: failure.text });
      showServerFieldErrors(error);
      return;
    }
    toast.success(m.checkEmail.title, { description: m.checkEmail.text });
    onSignedUp();
  });

  const idPrefix = `agent-${mode}`;
  return (
    <form method="post" noValidate aria-busy={pending} onSubmit={(event) => void submit(event)}>
      <fieldset disabled={pending} className="grid gap-5">
        <legend className="sr-only">{signingIn ? 'Sign in' : 'Create account'}</legend>
        <FormField id={`${idPrefix}-email`} label="Email" required error={errors.email?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete={signingIn ? 'username' : 'email'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={255}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-password`}
          label="Password"
          required
          hint={signingIn ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
        >
          {(controlProps) => (
            <PasswordInput
              {...controlProps}
              {...register('password')}
              autoComplete={signingIn ? 'current-password' : 'new-password'}
            />
          )}
        </FormField>
        {signingIn && (
          <p className="-mt-2 text-right text-sm">
            <Link
              to={AGENT_FORGOT_PASSWORD_PATH}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot your password?
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={!email.trim() || !password || pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {signingIn
            ? pending
              ? 'Signing in...'
              : 'Sign In'
            : pending
              ? 'Creating account...'
              : 'Create Account'}
        </Button>
      </fieldset>
    </form>
  );
}
