/**
 * Fixed content of the agent portal's departments (site-and-portals.md §2.13, §6, §9): per department slug the
 * contact (§2.13 "Fixed contacts per slug"), a banner image, a one-line summary and the quick links (§9: anr has
 * 7, touring 1, the others none). The departments themselves (id, name, order) come from the API.
 *
 * Quick-link addresses live in the site configuration (`site.urls[urlKey]`), so they can be changed through the
 * environment; contact addresses use the domain of the site's general address. The people are fictional.
 * The images are original SVG artwork in `content/images/departments/`.
 */
import { departmentMessages } from '@shared/messages/departments';
import anrImage from './images/departments/anr.svg';
import adminItImage from './images/departments/admin-it.svg';
import legalImage from './images/departments/legal.svg';
import socialImage from './images/departments/social.svg';
import syncImage from './images/departments/sync.svg';
import touringImage from './images/departments/touring.svg';
import type { SizedImage } from './roster';
import type { SiteConfig } from './site';

/** Which external address of the site configuration a quick link opens. */
type QuickLinkUrlKey = Exclude<keyof SiteConfig['urls'], 'social' | 'shop' | 'webmail'>;

/** One quick link of a department (§9): an external form or scheduler, opened in a new tab. */
interface QuickLink {
  /** Stable key (kebab-case). */
  id: string;
  label: string;
  description: string;
  urlKey: QuickLinkUrlKey;
  /** For staff only, never to be shared with artists (§6). */
  internal?: boolean;
}

/** A department's contact (§2.13). `mailbox` is the part before the `@`; none means no email. */
interface DepartmentContact {
  name: string;
  title: string;
  mailbox?: string;
}

/** Everything fixed about one department. */
export interface DepartmentContent {
  contact: DepartmentContact;
  /** One line on what the department does. */
  summary: string;
  /** Banner art, 960 x 240, with its text alternative. */
  image: SizedImage & { alt: string };
  quickLinks: readonly QuickLink[];
}

/** The department hidden from the agent sidebar (§2.13, §6); its page still opens by URL. */
export const SIDEBAR_HIDDEN_SLUGS: readonly string[] = ['admin-it'];

/** The contact shown for a department without one (§2.13 "Fallback when none"): no email. */
const FALLBACK_CONTACT: DepartmentContact = { ...departmentMessages.contactFallback };

const banner = (src: string, alt: string) => ({ src, width: 960, height: 240, alt });

/** The departments of §3 by slug. */
export const departmentContent: Readonly<Record<string, DepartmentContent>> = {
  anr: {
    contact: { name: 'Jordan Ellis', title: 'Head of A&R', mailbox: 'anr' },
    summary: 'Scouting, signings, demos and artist releases.',
    image: banner(anrImage, 'A studio microphone in front of equaliser bars on a plum gradient'),
    quickLinks: [
      {
        id: 'upload-unreleased-tracks',
        label: 'Upload Unreleased Tracks',
        description: 'Send unreleased music to the A&R team for review.',
        urlKey: 'demoForm',
      },
      {
        id: 'book-artist-meeting',
        label: 'Book Artist Meeting',
        description: 'Schedule a meeting between an artist and A&R.',
        urlKey: 'bookingPage',
      },
      {
        id: 'request-music-distribution',
        label: 'Request Music Distribution',
        description: 'Ask for a release to go out to streaming platforms and stores.',
        urlKey: 'distributionForm',
      },
      {
        id: 'press-release-info',
        label: 'Press Release Info',
        description: 'Collect the details for an artist press release.',
        urlKey: 'pressReleaseForm',
      },
      {
        id: 'artist-spotlight-questionnaire',
        label: 'Artist Spotlight Questionnaire',
        description: 'The questions for an artist spotlight feature.',
        urlKey: 'spotlightForm',
      },
      {
        id: 'create-press-release',
        label: departmentMessages.internalPressReleaseLabel,
        description: 'Write and publish a press release. Staff only: do not share with artists.',
        urlKey: 'internalPressReleaseForm',
        internal: true,
      },
      {
        id: 'social-media-marketing-meeting',
        label: 'Social Media Marketing Meeting',
        description: 'Book a marketing planning session with the social media team.',
        urlKey: 'socialMarketingMeeting',
      },
    ],
  },
  social: {
    contact: { name: 'Maya Chen', title: 'Social Media Manager', mailbox: 'social' },
    summary: 'Campaigns, content calendars and artist channels.',
    image: banner(socialImage, 'A speech bubble with a heart beside a network of connected dots'),
    quickLinks: [],
  },
  touring: {
    contact: { name: 'Marcus Reid', title: 'Touring Lead', mailbox: 'touring' },
    summary: 'Routing, venues, bookings and tour logistics.',
    image: banner(touringImage, 'A dashed tour route between map pins on a grid'),
    quickLinks: [
      {
        id: 'touring-agent-pipeline',
        label: 'Touring Agent Pipeline',
        description: 'Track tour leads, holds and confirmed dates.',
        urlKey: 'touringPipeline',
      },
    ],
  },
  sync: {
    contact: { name: 'Priya Nair', title: 'Sync Licensing', mailbox: 'sync' },
    summary: 'Placements in film, television, games and advertising.',
    image: banner(syncImage, 'A sound wave running across a strip of film'),
    quickLinks: [],
  },
  legal: {
    contact: { name: 'Daniel Okafor', title: 'Legal', mailbox: 'legal' },
    summary: 'Contracts, rights, clearances and compliance.',
    image: banner(legalImage, 'A sealed contract beside a pair of scales'),
    quickLinks: [],
  },
  'admin-it': {
    contact: { name: 'Sam Rivera', title: 'Admin & IT', mailbox: 'it' },
    summary: 'Accounts, equipment, systems and office administration.',
    image: banner(adminItImage, 'A microchip on a circuit board'),
    quickLinks: [],
  },
};

/** The fixed content of `slug` (compared lower-cased), or undefined for a department not listed here. */
export function findDepartmentContent(slug: string): DepartmentContent | undefined {
  const key = slug.toLowerCase();
  return Object.hasOwn(departmentContent, key) ? departmentContent[key] : undefined;
}

/** A contact as shown: name, title and email, if any. */
export interface ResolvedContact {
  name: string;
  title: string;
  email: string | null;
}

/**
 * The contact of `slug` (§2.13), its email on the domain of the site's general address; the fallback 'Contact
 * TBD' / 'Role to be updated' without an email when the department has none.
 */
export function departmentContact(slug: string, site: Pick<SiteConfig, 'addresses'>): ResolvedContact {
  const contact = findDepartmentContent(slug)?.contact ?? FALLBACK_CONTACT;
  const domain = site.addresses.general.split('@')[1];
  return {
    name: contact.name,
    title: contact.title,
    email: contact.mailbox && domain ? `${contact.mailbox}@${domain}` : null,
  };
}

/** A quick link with its address. */
export interface ResolvedQuickLink extends QuickLink {
  href: string;
}

/** The quick links of `slug` (§9), with the addresses of `site`; none for departments without any. */
export function departmentQuickLinks(slug: string, site: Pick<SiteConfig, 'urls'>): ResolvedQuickLink[] {
  return (findDepartmentContent(slug)?.quickLinks ?? []).map((link) => ({
    ...link,
    href: site.urls[link.urlKey],
  }));
}
