import { Link } from 'react-router';
import { cn } from '@web/lib/utils';
import { isActiveLink } from './nav-links';

/** One link of the top navigation (site-and-portals.md §2.2), highlighted when it is the current page's. */
export function NavItem({
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
