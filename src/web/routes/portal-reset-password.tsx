/**
 * `/portal/reset-password` (site-and-portals.md §2.5, §2.14): the artist portal's emailed reset link (`?token=…`)
 * and new-password form; a finished reset goes back to the /portal sign-in.
 */
import { ResetPasswordPage } from '@web/features/password-reset/components/reset-password-page';

export default function PortalResetPasswordPage() {
  return <ResetPasswordPage portal="artist" />;
}
