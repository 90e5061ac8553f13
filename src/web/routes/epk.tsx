/**
 * The public press kit, `/epk/{slug}` (issue "Press kits and feedback on tracks" item 1): no sign-in. The server
 * answers an unknown or private address with the site's not-found page (HTTP 404); loaded that way, this route
 * shows that same page, so the browser takes over the server's HTML as it is. Reached inside the app, the page
 * asks the API and shows its own not-found state.
 */
import { useParams } from 'react-router';
import { EpkPage } from '@web/features/press-kits/components/epk-page';
import NotFoundPage from './not-found';

/** Whether this document is the server's 404 answer for the current address. */
function servedAsNotFound(): boolean {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return false;
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    responseStatus?: number;
  })[];
  if (entry?.responseStatus !== 404) return false;
  return new URL(entry.name).pathname === window.location.pathname;
}

/** `/epk/:slug`. */
export default function EpkRoute() {
  const { slug = '' } = useParams();
  if (servedAsNotFound()) return <NotFoundPage />;
  return <EpkPage key={slug} slug={slug} />;
}
