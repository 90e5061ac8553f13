/**
 * The agent portal behind its sign-in (site-and-portals.md §2.13, §4 "Agent auth", §8 "Agent auth", §9): while the
 * session loads a loading state, when it cannot be read an error with retry; signed out, or signed in without
 * agent access, the login card; as an approved agent the shell, where /agent-portal, /department/ar and any
 * unknown path lead to the anr department, a department path shows that department. After sign-in a stored return
 * path opens after 0.5 s; sign-out goes on after 0.1 s.
 */
import { toast } from 'sonner';
import { Navigate, Route, Routes } from 'react-router';
import { agentAuthMessages as m } from '@shared/auth-messages';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { takeReturnPath } from '@web/features/auth/auth-storage';
import { AuthLoadError, AuthLoading } from '@web/features/auth/components/auth-status';
import { useAuthSession } from '@web/features/auth/use-auth-session';
import { ApiError } from '@web/lib/api-client';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';
import { AGENT_PORTAL_PATH, DEFAULT_DEPARTMENT_SLUG, departmentPath } from '../utils/agent-portal-paths';
import { AgentLoginCard } from './agent-login-card';
import { AgentPortalShell } from './agent-portal-shell';
import { DepartmentPage } from './department-page';

const DEFAULT_DEPARTMENT = departmentPath(DEFAULT_DEPARTMENT_SLUG);

/** Every `/agent-portal/*` path except the reset screens. */
export function AgentPortal() {
  const session = useAuthSession();
  const signOut = useSignOut();
  const navigateLater = useDelayedNavigate();

  const afterSignIn = () => {
    // The shell already shows the department in the URL, or leads to anr (§9) at once; only a stored return path
    // is navigated to, after 0.5 s. (A timer without one could pull the agent back from a department chosen in
    // the sidebar meanwhile.)
    const returnPath = takeReturnPath();
    if (returnPath) navigateLater(returnPath, REDIRECT_DELAY_MS.postLogin);
  };

  const logOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success(m.loggedOut.title, { description: m.loggedOut.text });
    } catch (error) {
      toast.error('Logout failed', {
        description: (error instanceof ApiError && error.message) || m.unexpected,
      });
    } finally {
      navigateLater(AGENT_PORTAL_PATH, REDIRECT_DELAY_MS.signOut);
    }
  };

  if (session.data === undefined) {
    if (session.isError) {
      return (
        <AuthLoadError
          title="Agent Portal"
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      );
    }
    return <AuthLoading label="Loading the agent portal..." />;
  }

  const current = session.data;
  if (!current?.access.agent) {
    return <AgentLoginCard signedInAs={current} onSignedIn={afterSignIn} onSignOut={logOut} />;
  }

  return (
    <AgentPortalShell session={current} onLogout={() => void logOut()} loggingOut={signOut.isPending}>
      <Routes>
        <Route index element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
        <Route path="department/ar" element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
        <Route path="department/:slug" element={<DepartmentPage />} />
        <Route path="*" element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
      </Routes>
    </AgentPortalShell>
  );
}
