/**
 * 'Access Denied' on a page behind a sign-in (site-and-portals.md §4 "Artist portal login", §6, §8): someone is
 * signed in whose account lacks the access the page needs (an agent on /portal, an artist whose approved_artists
 * entry was disabled since). They see who is signed in and may sign out; the page's content stays hidden. When
 * the reason asks them to contact support, the support address follows it.
 */
import { Loader2, LogOut, ShieldAlert } from 'lucide-react';
import { accountFormMessages, sessionMessages as m } from '@shared/messages/auth';
import { RefusalText } from '@web/components/support-contact';
import { Button } from '@web/components/ui/button';
import { AuthCard } from './auth-card';

export interface AccessDeniedCardProps {
  /** Who is signed in. */
  email: string;
  /** Why, e.g. 'Your account is not enabled. Contact support.' (§8). */
  text: string;
  /** The text asks to contact support: the support address follows it. */
  support?: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

/** 'Access Denied', the reason, who is signed in and a sign-out button. */
export function AccessDeniedCard({
  email,
  text,
  support = false,
  onSignOut,
  signingOut,
}: AccessDeniedCardProps) {
  return (
    <AuthCard
      icon={<ShieldAlert />}
      title={m.accessDenied.title}
      description={<RefusalText text={text} support={support} />}
    >
      <p className="mb-4 text-center text-sm text-muted-foreground">
        {accountFormMessages.signedInAs} <span className="font-medium text-foreground">{email}</span>
      </p>
      <Button type="button" className="w-full" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
        {signingOut ? m.signingOut : accountFormMessages.signOut}
      </Button>
    </AuthCard>
  );
}
