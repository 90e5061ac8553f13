import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { siteMessages } from '@shared/messages/site';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { PageMeta } from './page-meta';

/** Shown while a page's code loads after a client-side navigation. */
function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent"
        aria-hidden
      />
      <span className="sr-only">{siteMessages.pageLoading}</span>
    </div>
  );
}

/** The public layout: navigation, the page, the footer. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PageMeta />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {siteMessages.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
