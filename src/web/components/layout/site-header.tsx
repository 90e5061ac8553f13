/**
 * Top navigation (site-and-portals.md §2.2): brand link, the eight links with the active one highlighted, a theme
 * toggle, the CONNECT button, and on small screens a menu that closes when a link is tapped. Signed in, the account
 * menu joins them (docs/decisions/0015); signed out, the header has none.
 *
 * On a public page the header is the server's HTML with three islands (docs/decisions/0004, "Islands"): the theme
 * toggle and the menu hydrate on first interaction, the account menu when the page is idle and the server marked
 * the visitor as signed in.
 */
import { Link, useLocation } from 'react-router';
import { siteMessages } from '@shared/messages/site';
import { ThemeToggle } from '@web/components/theme/theme-toggle';
import { Button } from '@web/components/ui/button';
import { Island } from '@web/lib/island';
import { site } from '@web/lib/site';
import { NavItem } from './nav-item';
import { navLinks } from './nav-links';
import { SignedInAccountMenu } from './signed-in-account-menu';
import { SiteMenu } from './site-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border/60 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="shrink-0 whitespace-nowrap text-lg font-black tracking-tight">
          {site.brandName}
        </Link>
        <nav aria-label={siteMessages.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavItem {...link} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <Island name="theme-toggle" component={ThemeToggle} props={{}} when="interaction" />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/contact">{siteMessages.connect}</Link>
          </Button>
          <Island name="account-menu" component={SignedInAccountMenu} props={{}} when="signed-in" />
          <Island name="site-menu" component={SiteMenu} props={{}} when="interaction" />
        </div>
      </div>
    </header>
  );
}
