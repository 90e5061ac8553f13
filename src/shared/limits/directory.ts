/**
 * Limits of the artist directory (training-program.md §2 item 8, §3 artist_profiles, §9 "Directory cards"; the
 * lengths and page size are our design, docs/decisions/0013). Lengths are in characters after trimming.
 */

/** Maximum lengths of the profile fields. */
export const ARTIST_PROFILE_LIMITS = {
  stageName: 100,
  bio: 1000,
  location: 120,
  url: 300,
  /** One genre. */
  genre: 40,
  /** Genres per profile. */
  genres: 10,
} as const;

/** Genres a directory card shows before '+N' (§9). */
export const CARD_GENRES_SHOWN = 3;

/** Public profiles per directory page. */
export const DIRECTORY_PAGE_SIZE = { default: 24, max: 60 } as const;

/** Longest cursor a directory page request may carry, in characters. */
export const DIRECTORY_CURSOR_MAX = 400;

/** Largest JSON body of a directory request, in bytes (a profile at its limits, in UTF-8). */
export const DIRECTORY_BODY_MAX_BYTES = 96 * 1024;
