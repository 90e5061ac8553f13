/**
 * Loading and error states of the account pages while the session is read (site-and-portals.md §3
 * "Session/user", §7 "get session").
 */
import { Loader2, RefreshCw, TriangleAlert } from 'lucide-react';
import { sessionMessages as m } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import { AuthCard } from './auth-card';

/** A spinner with a visible label, announced politely. */
export function AuthLoading({ label = m.loading }: { label?: string }) {
  return (
    <div
      className="flex min-h-[50vh] items-center justify-center gap-3 px-4"
      role="status"
      aria-live="polite"
    >
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}

export interface AuthLoadErrorProps {
  /** The page heading, e.g. 'Artist Portal'. */
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** The session could not be read: say so and offer to try again. */
export function AuthLoadError({ title, onRetry, retrying = false }: AuthLoadErrorProps) {
  return (
    <AuthCard title={title} icon={<TriangleAlert />} description={m.loadFailure.text}>
      <div role="alert" className="sr-only">
        {m.loadFailure.alert}
      </div>
      <Button type="button" className="w-full" onClick={onRetry} disabled={retrying}>
        {retrying ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
        {retrying ? m.tryingAgain : m.tryAgain}
      </Button>
    </AuthCard>
  );
}
