/**
 * The agent sign-in and create-account form (site-and-portals.md §4 "Agent auth", §5 "Sign-in", "Agent
 * login/sign-up", §8 "Agent auth"): the shared credentials form without confirm password, its sign-up password
 * checked by the shared schema; the submit button stays disabled while a field is blank or a request is pending.
 * Results are toasts with the spec's texts.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { accountFormMessages as f, agentAuthMessages as m, passwordHints } from '@shared/messages/auth';
import type { SignUpInput } from '@shared/schemas/auth';
import { ForgotPasswordLink } from '@web/lib/auth/components/forgot-password-link';
import { isAgentApproved } from '@web/lib/auth/api/is-approved';
import { useSignIn } from '@web/lib/auth/api/sign-in';
import { signUp } from '@web/lib/auth/api/sign-up';
import {
  CredentialsForm,
  type CredentialsMode,
  type CredentialsValues,
} from '@web/lib/auth/components/credentials-form';
import { accessDeniedToast, signInFailureToast, signUpFailureToast } from '../utils/agent-auth-toasts';

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
  mode: CredentialsMode;
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
  const pending = signIn.isPending || signUpMutation.isPending;

  /**
   * Signs in or creates the account; a refusal shows its toast, then rejects so that the form shows the server's
   * field messages (e.g. a weak password) under the fields.
   */
  const submit = async ({ email, password, name, organisation }: CredentialsValues) => {
    const values = { email, password, portal: 'agent' } as const;
    if (signingIn) {
      try {
        await signIn.mutateAsync(values);
      } catch (error) {
        const failure = signInFailureToast(error);
        toast.error(failure.title, { description: failure.text });
        throw error;
      }
      onSignedIn();
      return;
    }
    try {
      const outcome = await signUpMutation.mutateAsync({
        ...values,
        name: name ?? null,
        organisation: organisation ?? null,
      });
      if (outcome === 'not_approved') {
        toast.error(accessDeniedToast.title, { description: accessDeniedToast.text });
        return;
      }
    } catch (error) {
      const failure = signUpFailureToast(error);
      toast.error(failure.title, { description: failure.text });
      throw error;
    }
    toast.success(m.checkEmail.title, { description: m.checkEmail.text });
    onSignedUp();
  };

  return (
    <CredentialsForm
      idPrefix={`agent-${mode}`}
      mode={mode}
      portal="agent"
      pending={pending}
      submitLabel={signingIn ? f.signIn : f.createAccount}
      pendingLabel={signingIn ? f.signingIn : f.creatingAccount}
      passwordHint={passwordHints.agent}
      askConfirmPassword={false}
      checkPasswordRules
      askName
      legend={signingIn ? f.switchMode.signIn : f.switchMode.agentCreateAccount}
      onSubmit={submit}
    >
      {signingIn && <ForgotPasswordLink portal="agent" />}
    </CredentialsForm>
  );
}
