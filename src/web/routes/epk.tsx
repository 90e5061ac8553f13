/** The public press kit, `/epk/{slug}` (issue "Press kits and feedback on tracks" item 1): no sign-in. */
import { useParams } from 'react-router';
import { EpkPage } from '@web/features/press-kits/components/epk-page';

/** `/epk/:slug`. */
export default function EpkRoute() {
  const { slug = '' } = useParams();
  return <EpkPage key={slug} slug={slug} />;
}
