/**
 * `/agent-portal/*` (site-and-portals.md §2.1, §2.13, §2.14): the reset screens of the agent portal, and the
 * portal itself behind its sign-in for every other path.
 */
import { Route, Routes } from 'react-router';
import { AgentPortal } from '@web/features/agent-portal/components/agent-portal';
import { AgentResetCallback } from '@web/features/password-reset/components/agent-reset-callback';
import { ForgotPasswordPage } from '@web/features/password-reset/components/forgot-password-page';
import { ResetErrorPage } from '@web/features/password-reset/components/reset-error-page';
import { ResetPasswordPage } from '@web/features/password-reset/components/reset-password-page';

export default function AgentPortalPage() {
  return (
    <Routes>
      <Route path="forgot-password" element={<ForgotPasswordPage portal="agent" />} />
      <Route path="auth/callback" element={<AgentResetCallback />} />
      <Route path="reset-password" element={<ResetPasswordPage portal="agent" />} />
      <Route path="reset-error" element={<ResetErrorPage portal="agent" />} />
      <Route path="*" element={<AgentPortal />} />
    </Routes>
  );
}
