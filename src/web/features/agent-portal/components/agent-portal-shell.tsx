/**
 * The signed-in agent portal (site-and-portals.md §2.13 "After sign-in"): a header with 'Agent Portal',
 * 'Learning Hub & Resources', the user's email, the role as '{role} Access' (capitalised) and a Logout button (named
 * 'Sign Out' as everywhere else on the site), above the
 * departments sidebar and the portal's main area.
 */
import { Loader2, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionInfo } from '@shared/auth/session';
import { departmentMessages as m } from '@shared/messages/departments';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { AgentSidebar } from './agent-sidebar';

export interface AgentPortalShellProps {
  session: SessionInfo;
  onLogout: () => void;
  /** A sign-out is in flight. */
  loggingOut: boolean;
  children: ReactNode;
}

/** The portal header and, under it, the sidebar beside the page of the current route. */
export function AgentPortalShell({ session, onLogout, loggingOut, children }: AgentPortalShellProps) {
  return (
    <div className="animate-page-fade-in mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-black tracking-tight">{m.sidebarTitle}</h1>
          <p className="text-muted-foreground">{m.headerSubtitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <span className="text-sm font-medium break-all">{session.user.email}</span>
            <Badge variant="secondary">{m.roleAccess(session.role)}</Badge>
          </div>
          <Button type="button" variant="outline" onClick={onLogout} disabled={loggingOut}>
            {loggingOut ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
            {m.logout}
          </Button>
        </div>
      </header>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <AgentSidebar />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
