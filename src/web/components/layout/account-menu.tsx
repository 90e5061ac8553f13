/**
 * The header's account menu for a signed-in account (issue "One course, one record per learner, and completion that
 * means something" item 7; docs/decisions/0015): a menu button named 'Account menu' that opens a Radix dropdown
 * (keyboard, focus and ARIA handled by it) with who is signed in, the links {@link accountMenuLinks} gives for the
 * account's access (the current page marked), and Sign Out.
 *
 * Sign Out ends the session, says 'Logged Out' (site-and-portals.md §8) and stays on the page: a public page shows
 * the signed-out header, a page behind a sign-in shows its own signed-out step (its session gate). Its own chunk,
 * loaded only once a session is known (signed-in-account-menu.tsx).
 */
import {
  Award,
  GraduationCap,
  LayoutList,
  LogOut,
  Settings,
  Shield,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { toast } from '@web/lib/toast';
import type { SessionInfo } from '@shared/auth/session';
import { accountMenuMessages as m } from '@shared/messages/account';
import { artistAuthMessages, sessionMessages } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSignOut } from '@web/lib/auth/api/sign-out';
import { accountMenuLinks } from './account-menu-links';
import { isActiveLink } from './nav-links';

/** The icon of each link, by path. */
const ICONS: Record<string, LucideIcon> = {
  '/program-dashboard': LayoutList,
  '/learning': GraduationCap,
  '/certificates': Award,
  '/artist-directory': Users,
  '/agent-portal': ShieldCheck,
  '/admin': Shield,
  '/account': Settings,
};

export interface AccountMenuProps {
  session: SessionInfo;
}

/** The menu button and its menu. */
export function AccountMenu({ session }: AccountMenuProps) {
  const { pathname } = useLocation();
  const signOut = useSignOut();

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        const { loggedOut } = artistAuthMessages;
        toast.success(loggedOut.title, { description: loggedOut.text });
      },
      onError: (error) =>
        toast.error(sessionMessages.signOutFailed.title, {
          description: error.message || sessionMessages.signOutFailed.text,
        }),
    });

  return (
    // Not modal: the page stays scrollable and readable by assistive technology while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={m.trigger}>
          <UserRound aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>
          <span className="block text-xs text-muted-foreground">{m.signedInAs}</span>
          <span className="block truncate font-medium">{session.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountMenuLinks(session.access).map(({ label, to }) => {
            const Icon = ICONS[to];
            const current = isActiveLink(to, pathname);
            return (
              <DropdownMenuItem key={to} asChild>
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'font-semibold' : ''}
                >
                  {Icon && <Icon aria-hidden />}
                  {label}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          {signOut.isPending ? m.signingOut : m.items.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
