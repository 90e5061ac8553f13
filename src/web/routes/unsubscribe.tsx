/** `/unsubscribe?token=…`: the page a progress email's unsubscribe link opens (no sign-in). */
import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '@web/features/unsubscribe/components/unsubscribe-page';

/** `/unsubscribe`. */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <UnsubscribePage key={token} token={token} />;
}
