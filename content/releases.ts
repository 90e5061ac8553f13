/**
 * The latest releases of the home page carousel (site-and-portals.md §2.4 item 3, §3 "Release"). Fixed
 * content; the releases, their covers and release-link pages are fictional. Every artist is one of content/artists.ts.
 */
import afterTheRain from './images/releases/after-the-rain.svg';
import concreteBloom from './images/releases/concrete-bloom.svg';
import goldenHourStatic from './images/releases/golden-hour-static.svg';
import midnightFrequencies from './images/releases/midnight-frequencies.svg';
import paperSatellites from './images/releases/paper-satellites.svg';

/** A release of the home page (§3 "Release"). */
export interface Release {
  /** The releasing artist's name, as shown under the title. */
  artist: string;
  /** Release title. */
  title: string;
  /** Cover artwork URL (a hashed asset URL, 600 x 600). */
  image: string;
  /** External release-link page (a smart link to every store), opened in a new tab. */
  url: string;
}

/** Intrinsic size of every cover, for the `width`/`height` attributes. */
export const RELEASE_IMAGE_SIZE = { width: 600, height: 600 } as const;

/** The five latest releases, newest first. */
export const releases: readonly Release[] = [
  {
    artist: 'Amara Sol',
    title: 'Paper Satellites',
    image: paperSatellites,
    url: 'https://smartlink.example/gbf/paper-satellites',
  },
  {
    artist: 'Nova Reign',
    title: 'Midnight Frequencies',
    image: midnightFrequencies,
    url: 'https://smartlink.example/gbf/midnight-frequencies',
  },
  {
    artist: 'Kofi Adebayo',
    title: 'Golden Hour Static',
    image: goldenHourStatic,
    url: 'https://smartlink.example/gbf/golden-hour-static',
  },
  {
    artist: 'Dre Marcus',
    title: 'Concrete Bloom',
    image: concreteBloom,
    url: 'https://smartlink.example/gbf/concrete-bloom',
  },
  {
    artist: 'The Velvet Hours',
    title: 'After the Rain',
    image: afterTheRain,
    url: 'https://smartlink.example/gbf/after-the-rain',
  },
];
