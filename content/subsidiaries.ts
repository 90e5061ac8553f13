/**
 * The subsidiary labels (site-and-portals.md §2.6): the Africa division (est. 2023), the flagship Records label
 * (est. 2015) and South Records (est. 2022). Each has a focus line, a description, three highlight tags and a
 * social profile to visit. The profile URLs live in the site configuration (`site.urls.social[socialKey]`), so
 * they can be changed through the environment; this module names which one each label uses.
 *
 * The images are original SVG artwork in `content/images/subsidiaries/`, under 1 KB each: they are inlined in the
 * page as data URIs (`?inline`), so the banners, the page's largest paint, come with its HTML and wait for no
 * request (docs/decisions/0004).
 */
import gbfAfrica from './images/subsidiaries/gbf-africa.svg?inline';
import gbfRecords from './images/subsidiaries/gbf-records.svg?inline';
import gbfSouthRecords from './images/subsidiaries/gbf-south-records.svg?inline';
import type { SizedImage } from './roster';

/** The brand prefix of every subsidiary label's name. */
const LABEL_PREFIX = 'GBF';

/** Which social profile of the site configuration a label links to. */
type SubsidiarySocialKey = 'africa' | 'records' | 'south';

/** One subsidiary label (§2.6). */
export interface Subsidiary {
  /** Stable key (kebab-case). */
  id: string;
  name: string;
  /** Year the label was established. */
  established: number;
  /** One line on what the label focuses on. */
  focus: string;
  description: string;
  /** Exactly three highlight tags. */
  highlights: readonly [string, string, string];
  socialKey: SubsidiarySocialKey;
  /** Decorative banner art. */
  image: SizedImage;
}

const banner = (src: string): SizedImage => ({ src, width: 640, height: 280 });

/** The three subsidiaries in the order of §2.6. */
export const subsidiaries: readonly Subsidiary[] = [
  {
    id: 'africa',
    name: `${LABEL_PREFIX} Africa`,
    established: 2023,
    focus: 'Afrobeats, Amapiano and the new sound of a continent',
    description:
      'Our Africa division signs, develops and tours artists from Lagos to Johannesburg, connecting the continent’s fastest-growing scenes with audiences around the world.',
    highlights: ['Afrobeats & Amapiano', 'Pan-African touring', 'Local A&R teams'],
    socialKey: 'africa',
    image: banner(gbfAfrica),
  },
  {
    id: 'records',
    name: `${LABEL_PREFIX} Records`,
    established: 2015,
    focus: 'The flagship label, where independence meets major',
    description:
      'Where it all started. Our flagship label releases, markets and distributes R&B, pop and hip-hop, giving independent artists major-label reach while they keep their masters and their creative control.',
    highlights: ['Flagship since 2015', 'Global distribution', 'Artist-first deals'],
    socialKey: 'records',
    image: banner(gbfRecords),
  },
  {
    id: 'south',
    name: `${LABEL_PREFIX} South Records`,
    established: 2022,
    focus: 'Southern hip-hop, soul and Latin crossover',
    description:
      'Rooted in the American South, South Records champions regional sounds, from Atlanta rap and Houston soul to Miami’s Latin crossover, and builds them into national stories.',
    highlights: ['Southern hip-hop & soul', 'Latin crossover', 'Regional radio & clubs'],
    socialKey: 'south',
    image: banner(gbfSouthRecords),
  },
];
