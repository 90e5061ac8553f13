/**
 * The admin area, `/admin` (training-program.md §2 item 6, §6 "Admin: /admin checks this. With no session it
 * redirects to /program-auth; for a non-admin it redirects to /program-dashboard"): behind the session gate for
 * admins. A signed-out visitor is sent to /program-auth with this page kept as the return path; a signed-in
 * non-admin goes to /program-dashboard.
 */
import { LOGIN_PATHS } from '@shared/auth/portals';
import { adminMessages as m } from '@shared/messages/admin';
import { AdminPage } from '@web/features/admin/components/admin-page';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** `/admin`. */
export default function AdminRoute() {
  return (
    <SessionGate
      need="admin"
      title={m.title}
      loadingLabel={m.loading}
      signIn={{ redirectTo: LOGIN_PATHS.program }}
      deniedRedirectTo="/program-dashboard"
    >
      {() => <AdminPage />}
    </SessionGate>
  );
}
