/**
 * `/program-auth/callback?token=…&next=…`: the link of the confirmation email (site-and-portals.md §2.5, §2.14,
 * §4 "Program account confirmation", §9; training-program.md §2 item 3). Confirms the account, which signs it in
 * (docs/decisions/0015), then goes to `next` (a path on this site) or /program-dashboard after 2 s. When it could not
 * sign in (the account has no access), it goes to the sign-in page of the link's portal instead, which says
 * 'Account Confirmed!'. An already-confirmed account goes to /program-auth after 3 s. The token is removed from the
 * address bar as soon as it is read.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import {
  confirmedLoginPath,
  loginPathOfNext,
  portalOfNext,
  PROGRAM_HOME_PATH,
  safeNextPath,
} from '@web/lib/auth/utils/auth-paths';
import { ConfirmationCard } from '@web/features/program-auth/components/confirmation-card';
import { emailFromToken } from '@web/features/program-auth/utils/token-email';
import { useEmailConfirmation } from '@web/features/program-auth/hooks/use-email-confirmation';

/** Takes `token` out of the address bar (and so out of history and any Referer), keeping the router's state. */
function forgetTokenInAddressBar() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** `/program-auth/callback` (§2.14). */
export default function ProgramAuthCallbackPage() {
  const [searchParams] = useSearchParams();
  // Read once: the address bar loses the token right after.
  const [link] = useState(() => {
    const token = searchParams.get('token') || null;
    return { token, next: safeNextPath(searchParams.get('next'), window.location.origin) };
  });
  const state = useEmailConfirmation(link.token);
  const navigate = useNavigate();

  useEffect(forgetTokenInAddressBar, []);

  const alreadyConfirmed = state.status === 'failed' && state.reason === 'already_confirmed';
  useEffect(() => {
    if (state.status !== 'confirmed' && !alreadyConfirmed) return;
    const [to, delay] =
      state.status === 'confirmed'
        ? [
            state.signedIn
              ? (link.next ?? PROGRAM_HOME_PATH)
              : confirmedLoginPath(loginPathOfNext(link.next)),
            REDIRECT_DELAY_MS.programConfirmation,
          ]
        : [LOGIN_PATHS.program, REDIRECT_DELAY_MS.alreadyConfirmed];
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [state, alreadyConfirmed, link.next, navigate]);

  return (
    <ConfirmationCard
      state={state}
      loginPath={loginPathOfNext(link.next)}
      portal={portalOfNext(link.next)}
      email={emailFromToken(link.token) ?? undefined}
    />
  );
}
