/**
 * The agent portal's login card (site-and-portals.md §2.13, §4 "Agent auth", §5 "Agent login/sign-up", §8
 * "Agent auth"): 'Agent Portal Access', toggling between sign in and create account, with a 'Forgot your
 * password?' link. Creating an account first checks the email is an approved agent.
 */
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  accountFormMessages as f,
  agentAuthMessages as m,
  CONFIRMED_NOTICE,
  RESET_SUCCESS_NOTICE,
} from '@shared/messages/auth';
import type { SessionInfo } from '@shared/auth/session';
import { Button } from '@web/components/ui/button';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import type { CredentialsMode } from '@web/lib/auth/components/credentials-form';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { cameFromConfirmation } from '@web/lib/auth/utils/auth-paths';
import { AgentAuthForm } from './agent-auth-form';

export interface AgentLoginCardProps {
  /** Someone signed in without agent access (e.g. an artist); the card offers to sign them out. */
  signedInAs: SessionInfo | null;
  /** Called after a successful sign-in (the session is already in the cache). */
  onSignedIn: () => void;
  /** Signs the current session out. */
  onSignOut: () => Promise<void>;
}

/** 'Agent Portal Access': the sign-in and create-account forms and the toggle between them (§2.13). */
export function AgentLoginCard({ signedInAs, onSignedIn, onSignOut }: AgentLoginCardProps) {
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  const [search] = useSearchParams();
  const resetDone = search.get('reset') === 'success';
  const confirmed = cameFromConfirmation(search);
  const signOut = useMutation({ mutationFn: onSignOut });
  const signingIn = mode === 'sign-in';
  return (
    <AuthCard
      title={m.cardTitle}
      description={signingIn ? m.signInDescription : m.signUpDescription}
      icon={<ShieldCheck />}
      footer={
        <p className="text-muted-foreground">
          {signingIn ? f.switchMode.agentNoAccount : f.switchMode.haveAccount}{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => setMode(signingIn ? 'sign-up' : 'sign-in')}
          >
            {signingIn ? f.switchMode.agentCreateAccount : f.switchMode.signIn}
          </Button>
        </p>
      }
    >
      <div className="grid gap-5">
        {resetDone && signingIn && <FormMessage tone="success">{RESET_SUCCESS_NOTICE}</FormMessage>}
        {confirmed && !resetDone && signingIn && !signedInAs && (
          <FormMessage tone="success">{CONFIRMED_NOTICE}</FormMessage>
        )}
        {signedInAs && (
          <FormMessage tone="info">
            {f.notAgent.before} <strong>{signedInAs.user.email}</strong>
            {f.notAgent.after}{' '}
            <Button
              type="button"
              variant="link"
              className="h-auto p-0 align-baseline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {f.signOutLink}
            </Button>
          </FormMessage>
        )}
        <AgentAuthForm key={mode} mode={mode} onSignedIn={onSignedIn} onSignedUp={() => setMode('sign-in')} />
      </div>
    </AuthCard>
  );
}
