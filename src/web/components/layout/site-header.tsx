/**
 * Top navigation (site-and-portals.md §2.2): brand link, the eight links with the active one highlighted, a theme
 * toggle, the CONNECT button, and on small screens a menu that closes when a link is tapped. Signed in, the account
 * menu joins them once the page is interactive (account-menu-slot.tsx; docs/decisions/0015); signed out, the header
 * is exactly as before.
 */
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { siteMessages } from '@shared/messages/site';
import { ThemeToggle } from '@web/components/theme/theme-toggle';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';
import { cn } from '@web/lib/utils';
import { AccountMenuSlot } from './account-menu-slot';
import { isActiveLink, navLinks } from './nav-links';

function NavItem({
  label,
  to,
  pathname,
  onNavigate,
  className,
}: {
  label: string;
  to: string;
  pathname: string;
  onNavigate?: () => void;
  className?: string;
}) {
  const active = isActiveLink(to, pathname);
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'whitespace-nowrap rounded-md px-2 py-2 text-xs font-semibold tracking-wider transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      {label}
    </Link>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border/60 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="shrink-0 whitespace-nowrap text-lg font-black tracking-tight"
          onClick={closeMenu}
        >
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
          <ThemeToggle />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/contact">{siteMessages.connect}</Link>
          </Button>
          <AccountMenuSlot />
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? siteMessages.closeMenu : siteMessages.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={siteMessages.mobileNavLabel}
          className="border-t border-border/60 xl:hidden"
        >
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2 sm:px-6">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavItem
                  {...link}
                  pathname={pathname}
                  onNavigate={closeMenu}
                  className="block py-3 text-sm"
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
