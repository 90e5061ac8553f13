/**
 * `/portal/forgot-password` (site-and-portals.md §2.5, §2.14): the artist portal's reset request, reached from the
 * 'Forgot your password?' link of its sign-in card; the emailed link leads to /portal/reset-password.
 */
import { ForgotPasswordPage } from '@web/features/password-reset/components/forgot-password-page';

export default function PortalForgotPasswordPage() {
  return <ForgotPasswordPage portal="artist" />;
}
