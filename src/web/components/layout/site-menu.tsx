/**
 * The header's menu on small screens (site-and-portals.md §2.2): its button, and the eight links under the header
 * while it is open; it closes when a link is tapped. An island of the public pages (app/islands.ts).
 */
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { siteMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';
import { NavItem } from './nav-item';
import { navLinks } from './nav-links';

/** The menu button and, while open, the menu (positioned under the header, which it overlays). */
export function SiteMenu() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <>
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
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={siteMessages.mobileNavLabel}
          className="absolute inset-x-0 top-full border-y border-border/60 bg-background xl:hidden"
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
    </>
  );
}
