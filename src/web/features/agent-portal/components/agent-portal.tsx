/**
 * The agent portal behind the session gate (site-and-portals.md §2.13, §4 "Agent auth", §8 "Agent auth", §9): while
 * the session loads a loading state, when it cannot be read an error with retry; signed out, or signed in without
 * agent access, the login card; as an approved agent the shell, where /agent-portal, /department/ar and any unknown
 * path lead to the anr department, a department path shows that department, and /agent-portal/artists the
 * artists' published press kits (issue "Press kits and feedback on tracks" item 4). After sign-in a stored return path
 * opens after 0.5 s; sign-out goes on after 0.1 s.
 */
import { toast } from '@web/lib/toast';
import { Navigate, Route, Routes } from 'react-router';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { AGENT_LOGOUT_FAILED_TITLE, agentAuthMessages as m, sessionMessages } from '@shared/messages/auth';
import { departmentMessages } from '@shared/messages/departments';
import { ApiError } from '@web/lib/api-client';
import { useSignOut } from '@web/lib/auth/api/sign-out';
import { SessionGate } from '@web/lib/auth/components/session-gate';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';
import { AGENT_PORTAL_PATH, DEFAULT_DEPARTMENT_SLUG, departmentPath } from '../utils/agent-portal-paths';
import { AgentLoginCard } from './agent-login-card';
import { AgentPortalShell } from './agent-portal-shell';
import { ArtistsPage } from './artists-page';
import { DepartmentPage } from './department-page';

const DEFAULT_DEPARTMENT = departmentPath(DEFAULT_DEPARTMENT_SLUG);

/** Every `/agent-portal/*` path except the reset screens. */
export function AgentPortal() {
  const signOut = useSignOut();
  const navigateLater = useDelayedNavigate();

  // The agent portal's own sign-out: its toasts (§8 "Agent auth") and /agent-portal afterwards (§4).
  const logOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success(m.loggedOut.title, { description: m.loggedOut.text });
    } catch (error) {
      toast.error(AGENT_LOGOUT_FAILED_TITLE, {
        description: (error instanceof ApiError && error.message) || m.unexpected,
      });
    } finally {
      navigateLater(AGENT_PORTAL_PATH, REDIRECT_DELAY_MS.signOut);
    }
  };

  return (
    <SessionGate
      need="agent"
      title={departmentMessages.sidebarTitle}
      loadingLabel={sessionMessages.portalLoading.agent}
      // The shell already shows the department in the URL, or leads to anr (§9) at once; only a stored return path
      // is navigated to after a sign-in.
      signIn={{
        card: ({ signedInAs, onSignedIn }) => (
          <AgentLoginCard signedInAs={signedInAs} onSignedIn={onSignedIn} onSignOut={logOut} />
        ),
      }}
    >
      {(session) => (
        <AgentPortalShell session={session} onLogout={() => void logOut()} loggingOut={signOut.isPending}>
          <Routes>
            <Route index element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
            <Route path="department/ar" element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
            <Route path="department/:slug" element={<DepartmentPage />} />
            <Route path="artists" element={<ArtistsPage />} />
            <Route path="*" element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
          </Routes>
        </AgentPortalShell>
      )}
    </SessionGate>
  );
}
