/**
 * The agent portal behind its sign-in (site-and-portals.md §2.13, §4 "Agent auth", §8 "Agent auth", §9): while the
 * session loads a loading state, when it cannot be read an error with retry; signed out, or signed in without
 * agent access, the login card; as an approved agent the shell, where /agent-portal, /department/ar and any
 * unknown path lead to the anr department. Sign-in goes on after 0.5 s, sign-out after 0.1 s.
 */
import { toast } from 'sonner';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { agentAuthMessages as m } from '@shared/auth-messages';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { takeReturnPath } from '@web/features/auth/auth-storage';
import { AuthLoadError, AuthLoading } from '@web/features/auth/components/auth-status';
import { useAuthSession } from '@web/features/auth/use-auth-session';
import { ApiError } from '@web/lib/api-client';
import { useDelayedNavigate } from '@web/lib/use-delayed-navigate';
import {
  AGENT_PORTAL_PATH,
  DEFAULT_DEPARTMENT_SLUG,
  departmentPath,
  isDepartmentPath,
} from '../utils/agent-portal-paths';
import { AgentLoginCard } from './agent-login-card';
import { AgentPortalShell } from './agent-portal-shell';
import { DepartmentOutlet } from './department-outlet';

const DEFAULT_DEPARTMENT = departmentPath(DEFAULT_DEPARTMENT_SLUG);

/** Every `/agent-portal/*` path except the reset screens. */
export function AgentPortal() {
  const session = useAuthSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const navigateLater = useDelayedNavigate();

  const afterSignIn = () => {
    // A department opened while signed out stays open; else the stored return path, else the anr department.
    const next = takeReturnPath() ?? (isDepartmentPath(pathname) ? pathname : DEFAULT_DEPARTMENT);
    navigateLater(next, REDIRECT_DELAY_MS.postLogin);
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
        <Route path="department/:slug" element={<DepartmentOutlet />} />
        <Route path="*" element={<Navigate to={DEFAULT_DEPARTMENT} replace />} />
      </Routes>
    </AgentPortalShell>
  );
}
