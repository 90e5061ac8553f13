/**
 * The loading state of the account pages while the session is read (site-and-portals.md §3 "Session/user", §7 "get
 * session"); when it cannot be read they show the shared load failure (`LoadFailure`, `page` variant).
 */
import { Loader2 } from 'lucide-react';
import { sessionMessages as m } from '@shared/messages/auth';

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
