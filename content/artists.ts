/**
 * The artists shown on the home page: hero mosaic and artists grid (site-and-portals.md §2.4 items 1–2, §3
 * "Artist"). Fixed content: nothing is loaded from a server. They are the six roster artists (content/roster.ts,
 * §2.8) plus the label's in-house producer; names, portraits and links are fictional.
 */
import amaraSol from './images/artists/amara-sol.svg';
import dreMarcus from './images/artists/dre-marcus.svg';
import ezraKade from './images/artists/ezra-kade.svg';
import kofiAdebayo from './images/artists/kofi-adebayo.svg';
import marisolVega from './images/artists/marisol-vega.svg';
import novaReign from './images/artists/nova-reign.svg';
import theVelvetHours from './images/artists/the-velvet-hours.svg';

/** The one role an artist can be labelled with on the home page (§2.4: one artist is labelled Producer). */
type ArtistRole = 'Producer';

/** An artist of the home page (§3 "Artist"). */
export interface Artist {
  /** Stage name, shown in the name overlay and part of the link's accessible name. */
  name: string;
  /** Portrait artwork URL (a hashed asset URL, 480 x 600). */
  image: string;
  /**
   * Tailwind gradient colour classes (`from-* via-* to-*`) of the name overlay, dark where the white name sits.
   * Literal class strings, so Tailwind can find them (content/ must be one of Tailwind's sources).
   */
  gradient: string;
  /** Optional role label; exactly one artist is a 'Producer'. */
  role?: ArtistRole;
  /** The artist's streaming profile or playlist (external, opened in a new tab). */
  streamingUrl: string;
}

/** Intrinsic size of every artist portrait, for the `width`/`height` attributes (no layout shift). */
export const ARTIST_IMAGE_SIZE = { width: 480, height: 600 } as const;

/** The seven artists, in display order. */
export const artists: readonly Artist[] = [
  {
    name: 'Nova Reign',
    image: novaReign,
    gradient: 'from-fuchsia-950/95 via-pink-900/80 to-pink-800/0',
    streamingUrl: 'https://listen.streamwave.example/artist/nova-reign',
  },
  {
    name: 'Kofi Adebayo',
    image: kofiAdebayo,
    gradient: 'from-orange-950/95 via-amber-900/80 to-amber-800/0',
    streamingUrl: 'https://listen.streamwave.example/artist/kofi-adebayo',
  },
  {
    name: 'Marisol Vega',
    image: marisolVega,
    gradient: 'from-red-950/95 via-rose-900/80 to-rose-800/0',
    streamingUrl: 'https://listen.streamwave.example/artist/marisol-vega',
  },
  {
    name: 'Dre Marcus',
    image: dreMarcus,
    gradient: 'from-green-950/95 via-emerald-900/80 to-emerald-800/0',
    streamingUrl: 'https://listen.streamwave.example/artist/dre-marcus',
  },
  {
    name: 'Amara Sol',
    image: amaraSol,
    gradient: 'from-cyan-950/95 via-sky-900/80 to-sky-800/0',
    streamingUrl: 'https://listen.streamwave.example/artist/amara-sol',
  },
  {
    name: 'The Velvet Hours',
    image: theVelvetHours,
    gradient: 'from-indigo-950/95 via-indigo-900/80 to-indigo-800/0',
    streamingUrl: 'https://listen.streamwave.example/artist/the-velvet-hours',
  },
  {
    name: 'Ezra Kade',
    image: ezraKade,
    gradient: 'from-violet-950/95 via-purple-900/80 to-purple-800/0',
    role: 'Producer',
    streamingUrl: 'https://listen.streamwave.example/playlist/produced-by-ezra-kade',
  },
];
