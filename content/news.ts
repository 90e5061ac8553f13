/**
 * The news articles of the home page (site-and-portals.md §2.4 item 6, §3 "News article"). Fixed content; the
 * stories are fictional.
 */
import northAmericaTour from './images/news/north-america-tour.svg';
import paperSatellitesRelease from './images/news/paper-satellites-release.svg';
import programApplications from './images/news/program-applications.svg';

/** The three news categories of §3. */
export type NewsCategory = 'Announcements' | 'Touring' | 'Releases';

/** A news article (§3 "News article"). */
export interface NewsArticle {
  /** Stable identifier (a slug), used for keys and structured data. */
  id: string;
  /** Headline. */
  title: string;
  /** Publication date as an ISO 8601 calendar date (YYYY-MM-DD). */
  date: string;
  /** Category, shown as a badge. */
  category: NewsCategory;
  /** One- or two-sentence summary. */
  excerpt: string;
  /** Editorial image URL (a hashed asset URL, 800 x 500). */
  image: string;
  /** Text alternative of the image: what it shows, not the headline again. */
  imageAlt: string;
}

/** Intrinsic size of every news image, for the `width`/`height` attributes. */
export const NEWS_IMAGE_SIZE = { width: 800, height: 500 } as const;

/** The three articles, newest first. */
export const news: readonly NewsArticle[] = [
  {
    id: 'artist-development-applications-open',
    title: 'Applications Open for Our Artist Development Program',
    date: '2025-09-18',
    category: 'Announcements',
    excerpt:
      'Six months of mentoring, studio time and release strategy with our A&R team. We are looking for independent artists ready for their next chapter.',
    image: programApplications,
    imageAlt: 'A single microphone stand under a warm spotlight on an empty stage.',
  },
  {
    id: 'nova-reign-midnight-frequencies-tour',
    title: 'Nova Reign Takes ‘Midnight Frequencies’ on the Road',
    date: '2025-08-27',
    category: 'Touring',
    excerpt:
      'Seven cities across North America this autumn, routed, booked and promoted by our touring team. Tickets go on sale Friday.',
    image: northAmericaTour,
    imageAlt: 'A stylised map with a dashed orange route linking seven tour stops to a location pin.',
  },
  {
    id: 'paper-satellites-out-now',
    title: 'Amara Sol’s ‘Paper Satellites’ Is Out Now',
    date: '2025-08-05',
    category: 'Releases',
    excerpt:
      'The first Africa-division signing to break out of Johannesburg delivers a dreamy, orbiting EP about distance and home. Stream it everywhere today.',
    image: paperSatellitesRelease,
    imageAlt:
      'A vinyl record sliding out of the deep blue ‘Paper Satellites’ sleeve with orbit lines and a golden planet.',
  },
];
