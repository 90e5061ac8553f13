/**
 * Limits of the electronic press kits (issue "Press kits and feedback on tracks" items 1 and 4; our design,
 * docs/decisions/0023). Lengths are in characters after trimming; sizes in bytes; widths in CSS pixels.
 */

/** Maximum lengths and counts of a press kit's fields. */
export const PRESS_KIT_LIMITS = {
  stageName: 100,
  /** The short bio: a paragraph for a listing or a link preview. */
  shortBio: 500,
  /** The long bio: the page's story. */
  longBio: 5000,
  /** One genre. */
  genre: 40,
  /** Genres per kit. */
  genres: 10,
  location: 120,
  /** A link's label, e.g. "Bandcamp". */
  linkLabel: 60,
  /** A link's address. */
  url: 300,
  /** Links per kit. */
  links: 12,
  /** The upcoming release and its plan, a few paragraphs. */
  releasePlan: 2000,
  /** One achievement (a release, a show, a prize), one line. */
  achievement: 300,
  /** Achievements per kit. */
  achievements: 20,
  /** Tracks a kit features. */
  featuredTracks: 6,
} as const;

/**
 * The press-kit fields a worksheet prompt can feed (a module file marks the prompt, docs/decisions/0023): `bios` is
 * an answer holding several bios, shortest first (its first paragraph fills the short bio, its last the long bio);
 * `achievements` takes each line of the answer as one achievement.
 */
export const PRESS_KIT_SOURCE_FIELDS = [
  'bios',
  'shortBio',
  'longBio',
  'releasePlan',
  'achievements',
] as const;
type PressKitSourceField = (typeof PRESS_KIT_SOURCE_FIELDS)[number];

/** A module's worksheet prompt marked as press-kit material: its index (0-based) and the field it feeds. */
export interface PressKitPromptMark {
  promptIndex: number;
  field: PressKitSourceField;
}

/** A chosen slug's length, in characters. */
export const SLUG_LENGTH = { min: 3, max: 60 } as const;

/** Largest photo upload, in bytes (10 MB). */
export const PRESS_KIT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Largest photo in pixels (width × height) the server decodes; a larger image is refused. */
export const PRESS_KIT_PHOTO_MAX_PIXELS = 50_000_000;

/**
 * The widths the photo is stored at, in pixels (never enlarged past the original): 320 for the agents' list and
 * small screens, 640 for the page, 1200 for wide screens, the PDF and link previews (Open Graph).
 */
export const PRESS_KIT_PHOTO_WIDTHS = [320, 640, 1200] as const;
export type PressKitPhotoWidth = (typeof PRESS_KIT_PHOTO_WIDTHS)[number];

/** The link-preview card's size (og:image, twitter:image), in pixels: the 1.91:1 of a large-image preview. */
export const OG_CARD = { width: 1200, height: 630 } as const;

/** Largest JSON body of a press-kit request, in bytes (a kit at its limits, in UTF-8, with room). */
export const PRESS_KIT_BODY_MAX_BYTES = 128 * 1024;

/** Artists per page of the agents' Artists list. */
export const ARTISTS_PAGE_SIZE = { default: 24, max: 60 } as const;

/** Longest cursor an Artists page request may carry, in characters. */
export const ARTISTS_CURSOR_MAX = 400;

/** Longest search text (`q`, `genre`, `location`) of the Artists list, in characters. */
export const ARTISTS_SEARCH_MAX = 100;
