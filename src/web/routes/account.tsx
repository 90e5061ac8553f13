/**
 * The account page, `/account` (docs/decisions/0015): behind the session gate for any account some portal still
 * admits (an approved artist or agent, or an admin); signed out, the visitor is sent to /program-auth, the return
 * path kept.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { accountPageMessages as m } from '@shared/messages/account';
import { AccountPage } from '@web/features/account/components/account-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/account`. */
export default function AccountRoute() {
  return (
    <SessionGate
      need="any"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
    >
      {() => <AccountPage />}
    </SessionGate>
  );
}
