/** The top navigation, in order, label to path (site-and-portals.md §2.2). */
export const navLinks = [
  { label: 'HOME', to: '/' },
  { label: 'ARTIST DEVELOPMENT', to: '/artist-development' },
  { label: 'TOURING', to: '/touring-services' },
  { label: 'ARTIST PORTAL', to: '/portal' },
  { label: 'AGENT PORTAL', to: '/agent-portal' },
  { label: 'SCHEDULE', to: '/schedule' },
  { label: 'SUBSIDIARIES', to: '/subsidiaries' },
  { label: 'CONNECT', to: '/contact' },
] as const;

/** Whether a link is active for the current path: exact for home, prefix otherwise. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
