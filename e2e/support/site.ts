/**
 * What the suite knows about the product: the brand, the public routes with their main heading and the texts
 * the spec quotes for them (site-and-portals.md §2.2–§2.12), the navigation, and the external addresses.
 */

export const BRAND = 'GBF Music Group';
export const STAFF_ADDRESS = 'staff@gbfmusic.example';
/** The training-program admin's inbox (site configuration `addresses.program`). */
export const PROGRAM_ADDRESS = 'program@gbfmusic.example';

/** A public page: path, main heading (the `<h1>`), and the texts the spec quotes for it. */
export interface PublicPage {
  path: string;
  name: string;
  heading: string | RegExp;
  texts: (string | RegExp)[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    name: 'home',
    heading: BRAND,
    texts: [
      'Discover extraordinary talent. Shape the future of music.',
      'Latest Releases',
      'JOIN THE MOVEMENT',
    ],
  },
  {
    path: '/subsidiaries',
    name: 'subsidiaries',
    heading: 'Subsidiaries',
    texts: [/est\.? 2023/i, /est\.? 2015/i, /est\.? 2022/i],
  },
  {
    path: '/schedule',
    name: 'schedule',
    heading: /let['’]s talk business/i,
    texts: [/let['’]s talk business/i, /30-minute/i, /professional assessment/i, /industry connections/i],
  },
  {
    path: '/roster',
    name: 'roster',
    heading: 'Artist Roster',
    texts: ['Featured', 'Rising'],
  },
  {
    path: '/contact',
    name: 'contact',
    heading: 'Contact Us',
    texts: ['Monday-Friday 9 AM-6 PM EST', 'info@gbfmusic.example', 'submissions@gbfmusic.example'],
  },
  {
    path: '/artist-intake',
    name: 'artist intake',
    heading: 'Artist Development Program',
    texts: [
      'Artist Development Program',
      'Join our exclusive 6-month artist development program designed to elevate your music career to the next level.',
    ],
  },
  {
    path: '/touring-services',
    name: 'touring services',
    heading: 'Touring Services',
    texts: [
      'Start My Tour Plan',
      'Tour Route Planning',
      'Venue & Promoter Outreach',
      'Marketing & Promotion',
      'Pipeline Access',
      'How It Works',
      "Let's Plan Your Tour",
    ],
  },
  {
    path: '/artist-development',
    name: 'artist development',
    heading: 'Music Industry Essentials',
    texts: [
      'APPLY NOW',
      'LEARN MORE',
      'Program Overview',
      'History of the Recording Industry',
      'Marketing Music in the New Economy',
      'Application Details',
      'A passion for music and learning',
      'CONTACT US',
    ],
  },
  {
    path: '/learning',
    name: 'learning',
    heading: 'Artist Development Program',
    texts: ['Certification included', '6 modules', '3-5 hours each', 'Enroll Now'],
  },
];

/** The top navigation, in order (§2.2). */
export const NAV_LINKS = [
  { label: 'HOME', href: '/' },
  { label: 'ARTIST DEVELOPMENT', href: '/artist-development' },
  { label: 'TOURING', href: '/touring-services' },
  { label: 'ARTIST PORTAL', href: '/portal' },
  { label: 'AGENT PORTAL', href: '/agent-portal' },
  { label: 'SCHEDULE', href: '/schedule' },
  { label: 'SUBSIDIARIES', href: '/subsidiaries' },
  { label: 'CONNECT', href: '/contact' },
] as const;

/** A short random token, so each test's submissions are its own (tests run in parallel). */
export function uniqueToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
