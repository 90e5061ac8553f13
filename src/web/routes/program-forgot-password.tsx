/** `/program-auth/forgot-password` (site-and-portals.md §2.1, §2.14): the program's reset request. */
import { ForgotPasswordPage } from '@web/features/password-reset/components/forgot-password-page';

export default function ProgramForgotPasswordPage() {
  return <ForgotPasswordPage portal="program" />;
}
