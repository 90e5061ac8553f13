/**
 * The five external links of the signed-in artist portal (site-and-portals.md §2.5): submit music (form), A&R
 * meeting (booking page), distribute music (form), press release information (form), artist spotlight questions
 * (form). Addresses come from the site configuration.
 */
import { CalendarDays, Disc3, type LucideIcon, Music, Newspaper, Sparkles } from 'lucide-react';
import { site } from '@web/lib/site';

export interface PortalLink {
  id: string;
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

export const portalLinks: readonly PortalLink[] = [
  {
    id: 'submit-music',
    title: 'Submit Music',
    description: 'Send your latest tracks to our A&R team for review.',
    href: site.urls.demoForm,
    icon: Music,
  },
  {
    id: 'ar-meeting',
    title: 'A&R Meeting',
    description: 'Book a one-on-one meeting with our A&R team.',
    href: site.urls.bookingPage,
    icon: CalendarDays,
  },
  {
    id: 'distribute-music',
    title: 'Distribute Music',
    description: 'Request distribution of your release to streaming platforms and stores.',
    href: site.urls.distributionForm,
    icon: Disc3,
  },
  {
    id: 'press-release',
    title: 'Press Release Information',
    description: 'Give us the details we need to write and send out your press release.',
    href: site.urls.pressReleaseForm,
    icon: Newspaper,
  },
  {
    id: 'artist-spotlight',
    title: 'Artist Spotlight Questions',
    description: 'Answer a few questions for your artist spotlight feature.',
    href: site.urls.spotlightForm,
    icon: Sparkles,
  },
];
