/**
 * The program callback screen (site-and-portals.md §2.14 "Program callback", §8 "Program confirmation errors"):
 * 'Confirming Account', 'Account Confirmed!' or 'Confirmation Failed' with the reason, always with 'Go to
 * Login'. An expired link offers a new one.
 */
import { CircleCheck, CircleX, Loader2, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { confirmationMessages as m, confirmationProgressTexts } from '@shared/messages/auth';
import type { Portal } from '@shared/auth/portals';
import { Button } from '@web/components/ui/button';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import type { ConfirmationState } from '../hooks/use-email-confirmation';
import { ResendConfirmationForm } from './resend-confirmation-form';

export interface ConfirmationCardProps {
  state: ConfirmationState;
  /** Where 'Go to Login' leads. */
  loginPath: string;
  /** The portal the link came from (for a new link). */
  portal: Portal;
  /** Prefills the new-link form. */
  email?: string;
}

function describe(state: ConfirmationState): { title: string; text: string } {
  switch (state.status) {
    case 'loading':
      return { title: m.loading, text: confirmationProgressTexts.loading };
    case 'confirmed':
      return {
        title: m.success,
        text: state.signedIn ? confirmationProgressTexts.signedIn : confirmationProgressTexts.confirmed,
      };
    case 'failed':
      return {
        title: m.failed,
        text:
          state.reason === 'expired'
            ? m.expired
            : state.reason === 'already_confirmed'
              ? m.alreadyConfirmed
              : m.generic,
      };
  }
}

const icons = {
  loading: <Loader2 className="animate-spin" />,
  confirmed: <CircleCheck className="text-success" />,
  failed: <CircleX className="text-error" />,
} as const;

/** The card for one state of the confirmation. */
export function ConfirmationCard({ state, loginPath, portal, email }: ConfirmationCardProps) {
  const { title, text } = describe(state);
  return (
    <AuthCard
      icon={icons[state.status]}
      title={title}
      description={text}
      footer={
        <Button asChild variant={state.status === 'failed' ? 'default' : 'outline'} className="w-full">
          <Link to={loginPath}>
            <LogIn aria-hidden />
            {m.goToLogin}
          </Link>
        </Button>
      }
    >
      <p role={state.status === 'failed' ? 'alert' : 'status'} className="sr-only">
        {title}. {text}
      </p>
      {state.status === 'failed' && state.reason === 'expired' && (
        <ResendConfirmationForm portal={portal} defaultEmail={email} />
      )}
    </AuthCard>
  );
}
