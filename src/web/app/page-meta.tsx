import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, findPageRoute, notFoundPage } from '@shared/pages';
import { site } from '@web/lib/site';

/** Keeps the document title and meta description in step with client-side navigation (prerender sets them first). */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = findPageRoute(pathname) ?? notFoundPage;
    document.title = documentTitle(page.title, site.brandName);
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [pathname]);
  return null;
}
