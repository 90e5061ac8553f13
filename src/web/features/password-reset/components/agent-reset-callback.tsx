/**
 * The agent reset callback, `/agent-portal/auth/callback?token=…` (site-and-portals.md §2.1, §4 "Reset flow"):
 * error or denied parameters lead to reset-error `invalid`, a link without a token to `missing_token`; otherwise
 * the token is checked and kept, and the agent goes on to the reset-password page.
 */
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RESET_PATHS } from '@shared/auth/portals';
import { resetErrorPath } from '../utils/reset-errors';
import { ResetLinkCheck } from './reset-link-check';

/** Whether the query or hash reports a failed or denied auth step (`error`, `error_description`). */
function hasErrorParams(search: URLSearchParams, hash: string): boolean {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  return [search, fromHash].some((params) => params.has('error') || params.has('error_description'));
}

/** `/agent-portal/auth/callback` (§2.1). */
export function AgentResetCallback() {
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  if (hasErrorParams(search, hash)) return <Navigate to={resetErrorPath('agent', 'invalid')} replace />;
  const token = search.get('token');
  if (!token) return <Navigate to={resetErrorPath('agent', 'missing_token')} replace />;
  return (
    <ResetLinkCheck
      portal="agent"
      token={token}
      onValid={() => void navigate(RESET_PATHS.agent.resetPassword, { replace: true })}
    />
  );
}
