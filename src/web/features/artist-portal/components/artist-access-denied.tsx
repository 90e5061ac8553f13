/**
 * A session without artist access on /portal (site-and-portals.md §4 "Artist portal login", §6 "Artist"): the
 * person signed in elsewhere (an agent) or their approved_artists entry was disabled since. They see 'Access
 * Denied' and may sign out; the portal's links stay hidden.
 */
import { Loader2, LogOut, ShieldAlert } from 'lucide-react';
import { artistAuthMessages as m } from '@shared/auth-messages';
import { Button } from '@web/components/ui/button';
import { AuthCard } from '@web/features/auth/components/auth-card';

export interface ArtistAccessDeniedProps {
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/** 'Access Denied' with who is signed in and a sign-out button. */
export function ArtistAccessDenied({ email, onSignOut, signingOut }: ArtistAccessDeniedProps) {
  return (
    <AuthCard icon={<ShieldAlert />} title={m.notEnabled.title} description={m.notEnabled.text}>
      <p className="mb-4 text-center text-sm text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{email}</span>
      </p>
      <Button type="button" className="w-full" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </Button>
    </AuthCard>
  );
}
