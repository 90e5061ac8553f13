/** The public certificate check, `/verify/{certificateId}` (the QR code on every certificate leads here). */
import { useParams } from 'react-router';
import { VerifyPage } from '@web/features/certificates/components/verify-page';

/** `/verify/:certificateId`. */
export default function VerifyRoute() {
  const { certificateId = '' } = useParams();
  return <VerifyPage key={certificateId} certificateId={certificateId} />;
}
