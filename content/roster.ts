/**
 * The artist roster (site-and-portals.md §2.8): six artists, each with name, genre, status (Featured or Rising),
 * blurb, image and a listen link on a streaming service. Fixed content; nothing is loaded from a server.
 *
 * The images are original SVG artwork in `content/images/roster/`; the streaming links are fictional `.example`
 * addresses until the real profiles are filled in.
 */
import amaraSol from './images/roster/amara-sol.svg';
import dreMarcus from './images/roster/dre-marcus.svg';
import kofiAdebayo from './images/roster/kofi-adebayo.svg';
import marisolVega from './images/roster/marisol-vega.svg';
import novaReign from './images/roster/nova-reign.svg';
import theVelvetHours from './images/roster/the-velvet-hours.svg';

/** A roster artist's status badge (§2.8). */
type RosterStatus = 'Featured' | 'Rising';

/** An image with its intrinsic size, so the page reserves its space before it loads. */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

/** One artist on the roster (§2.8). */
export interface RosterArtist {
  /** Stable key (kebab-case). */
  id: string;
  name: string;
  genre: string;
  status: RosterStatus;
  /** One or two sentences about the artist. */
  blurb: string;
  image: SizedImage;
  /** The artist's page on a streaming service, opened in a new tab. */
  listenUrl: string;
}

const square = (src: string): SizedImage => ({ src, width: 400, height: 400 });

/** The six roster artists, featured ones first (§2.8). */
export const rosterArtists: readonly RosterArtist[] = [
  {
    id: 'nova-reign',
    name: 'Nova Reign',
    genre: 'R&B / Soul',
    status: 'Featured',
    blurb:
      'Velvet vocals over late-night production. Her debut EP "Afterglow" turned a bedroom project into a sold-out headline run.',
    image: square(novaReign),
    listenUrl: 'https://listen.streamwave.example/artist/nova-reign',
  },
  {
    id: 'kofi-adebayo',
    name: 'Kofi Adebayo',
    genre: 'Afrobeats',
    status: 'Featured',
    blurb:
      'Lagos-born, London-raised. Kofi blends highlife guitar with club-ready drums and has charted across three continents.',
    image: square(kofiAdebayo),
    listenUrl: 'https://listen.streamwave.example/artist/kofi-adebayo',
  },
  {
    id: 'marisol-vega',
    name: 'Marisol Vega',
    genre: 'Latin Pop',
    status: 'Featured',
    blurb:
      'Bilingual hooks and reggaeton rhythms. Marisol writes every song she sings and co-produces most of them.',
    image: square(marisolVega),
    listenUrl: 'https://listen.streamwave.example/artist/marisol-vega',
  },
  {
    id: 'dre-marcus',
    name: 'Dre Marcus',
    genre: 'Hip-Hop',
    status: 'Rising',
    blurb:
      'Storytelling rap from Atlanta with a producer’s ear. His mixtape "Southside Letters" is building real momentum.',
    image: square(dreMarcus),
    listenUrl: 'https://listen.streamwave.example/artist/dre-marcus',
  },
  {
    id: 'amara-sol',
    name: 'Amara Sol',
    genre: 'Amapiano / Afro-soul',
    status: 'Rising',
    blurb:
      'Log-drum grooves meet jazz-trained vocals. Amara is the first signing of our Africa division to break out of Johannesburg.',
    image: square(amaraSol),
    listenUrl: 'https://listen.streamwave.example/artist/amara-sol',
  },
  {
    id: 'the-velvet-hours',
    name: 'The Velvet Hours',
    genre: 'Alternative Soul',
    status: 'Rising',
    blurb:
      'A three-piece band with live strings and warm analogue tape. Their shows are the reason we started a touring arm.',
    image: square(theVelvetHours),
    listenUrl: 'https://listen.streamwave.example/artist/the-velvet-hours',
  },
];
