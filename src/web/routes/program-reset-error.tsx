/** `/program-reset-error?reason=…` (site-and-portals.md §2.1, §2.14, §8): why a program reset link failed. */
import { ResetErrorPage } from '@web/features/password-reset/components/reset-error-page';

export default function ProgramResetErrorPage() {
  return <ResetErrorPage portal="program" />;
}
