/** `/portal/reset-error?reason=…` (site-and-portals.md §2.14, §8): why an artist portal reset link failed. */
import { ResetErrorPage } from '@web/features/password-reset/components/reset-error-page';

export default function PortalResetErrorPage() {
  return <ResetErrorPage portal="artist" />;
}
