/**
 * The 'Forgot your password?' link under a sign-in form (site-and-portals.md §2.13 "Agent Portal Access", §2.14;
 * training-program.md §1 item 3 "/program-auth"), leading to the portal's own reset request page (`RESET_PATHS`).
 * The artist portal (/portal), the agent portal and /program-auth show it the same way.
 */
import { Link } from 'react-router';
import { RESET_PATHS, type ResetPortal } from '@shared/auth/portals';
import { accountFormMessages as f } from '@shared/messages/auth';

/** Right-aligned under the password field; rendered only while the form signs in, not while it creates an account. */
export function ForgotPasswordLink({ portal }: { portal: ResetPortal }) {
  return (
    <div className="-mt-2 flex justify-end">
      <Link
        to={RESET_PATHS[portal].forgot}
        className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {f.forgotPassword}
      </Link>
    </div>
  );
}
