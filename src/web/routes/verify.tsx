/**
 * The public certificate check, `/verify/{certificateId}` (the QR code on every certificate leads here). A page of
 * islands the server renders per request with the verification (server/features/certificates/page.ts;
 * docs/decisions/0004); the single-page app reaches it with a page load.
 */
import { useParams } from 'react-router';
import { VerifyPage } from '@web/features/certificates/components/verify-page';
import { usePageData } from '@web/lib/page-data';

/** `/verify/:certificateId`. */
export default function VerifyRoute() {
  const { certificateId = '' } = useParams();
  const data = usePageData('verify');
  return (
    <VerifyPage
      certificateId={data?.certificateId ?? certificateId}
      verification={data?.verification ?? null}
      credential={data?.credential ?? null}
      check={data?.check ?? null}
    />
  );
}
