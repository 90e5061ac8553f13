/**
 * The program callback screen (site-and-portals.md §2.14 "Program callback", §8 "Program confirmation errors"):
 * 'Confirming Account', 'Account Confirmed!' or 'Confirmation Failed' with the reason, always with 'Go to
 * Login'. An expired link offers a new one; the generic failure, which says to contact support, gives the support
 * address as a link after its text.
 */
import { CircleCheck, CircleX, Loader2, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { confirmationMessages as m, confirmationProgressTexts } from '@shared/messages/auth';
import { SUPPORT_CONTACT_LEAD } from '@shared/messages/site';
import type { Portal } from '@shared/auth/portals';
import { RefusalText } from '@web/components/support-contact';
import { Button } from '@web/components/ui/button';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import { site } from '@web/lib/site';
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

/** The title and text of a state; `support` when the text asks to contact support. */
function describe(state: ConfirmationState): { title: string; text: string; support?: boolean } {
  switch (state.status) {
    case 'loading':
      return { title: m.loading, text: confirmationProgressTexts.loading };
    case 'confirmed':
      return {
        title: m.success,
        text: state.signedIn ? confirmationProgressTexts.signedIn : confirmationProgressTexts.confirmed,
      };
    case 'failed':
      if (state.reason === 'expired') return { title: m.failed, text: m.expired };
      if (state.reason === 'already_confirmed') return { title: m.failed, text: m.alreadyConfirmed };
      return { title: m.failed, text: m.generic, support: true };
  }
}

const icons = {
  loading: <Loader2 className="animate-spin" />,
  confirmed: <CircleCheck className="text-success" />,
  failed: <CircleX className="text-error" />,
} as const;

/** The card for one state of the confirmation. */
export function ConfirmationCard({ state, loginPath, portal, email }: ConfirmationCardProps) {
  const { title, text, support = false } = describe(state);
  return (
    <AuthCard
      icon={icons[state.status]}
      title={title}
      description={<RefusalText text={text} support={support} />}
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
        {support && ` ${SUPPORT_CONTACT_LEAD} ${site.addresses.general}`}
      </p>
      {state.status === 'failed' && state.reason === 'expired' && (
        <ResendConfirmationForm portal={portal} defaultEmail={email} />
      )}
    </AuthCard>
  );
}
