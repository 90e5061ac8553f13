/**
 * The public press kit, `/epk/{slug}` (issue "Press kits and feedback on tracks" item 1): no sign-in. A page of
 * islands the server renders per request with the kit (server/features/press-kits/page.ts; docs/decisions/0004);
 * the single-page app reaches it with a page load. The server answers an unknown or private address with the
 * not-found page itself (HTTP 404); rendered without a kit, this route shows that same page.
 */
import { EpkPage } from '@web/features/press-kits/components/epk-page';
import { usePageData } from '@web/lib/page-data';
import NotFoundPage from './not-found';

/** `/epk/:slug`. */
export default function EpkRoute() {
  const data = usePageData('epk');
  if (!data) return <NotFoundPage />;
  return <EpkPage kit={data.kit} />;
}
