/**
 * Limits of the agent portal's department area (site-and-portals.md §2.13, §5 "Resources"; training-program.md §5
 * "document buckets 50 MB"; page size and cursor are our design, docs/decisions/0006). Lengths are in characters,
 * sizes in bytes.
 */

/** Largest resource file (training-program.md §5: document buckets 50 MB). */
export const RESOURCE_MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Accepted extensions: the documents of training-program.md §5, plus the images and audio departments share. */
export const RESOURCE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'rtf',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'mp3',
  'wav',
  'm4a',
] as const;

/** Longest resource title. */
export const RESOURCE_TITLE_MAX = 200;

/** Longest resource link. */
export const RESOURCE_URL_MAX = 2048;

/** Resources per page by default, and at most. */
export const RESOURCE_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Longest search text. */
export const RESOURCE_SEARCH_MAX = 200;

/** Longest `cursor` query parameter. */
export const RESOURCE_CURSOR_MAX = 200;
