/**
 * `/program-reset-password` (site-and-portals.md §2.1, §2.14): the program's emailed reset link
 * (`?token=…`) and new-password form.
 */
import { ResetPasswordPage } from '@web/features/password-reset/components/reset-password-page';

export default function ProgramResetPasswordPage() {
  return <ResetPasswordPage portal="program" />;
}
