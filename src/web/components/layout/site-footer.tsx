import { Link } from 'react-router';
import { siteMessages } from '@shared/messages/site';
import { site } from '@web/lib/site';

/** Footer with the brand, the contact address and the year. */
export function SiteFooter() {
  return (
    <footer id="site-footer" className="border-t border-border/60 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{siteMessages.copyright(new Date().getFullYear(), site.brandName)}</p>
        <p className="flex gap-4">
          <a className="hover:text-foreground" href={`mailto:${site.addresses.general}`}>
            {site.addresses.general}
          </a>
          <Link className="hover:text-foreground" to="/contact">
            {siteMessages.footerContact}
          </Link>
        </p>
      </div>
    </footer>
  );
}
