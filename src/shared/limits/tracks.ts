/**
 * Limits of tracks, their versions and the feedback pinned to moments (issue "Press kits and feedback on tracks"
 * items 2, 3; docs/decisions/0022). Lengths are in characters, sizes in bytes, times in ms.
 */

/** The audio formats a track version may be, by extension (the content is checked, never the name alone). */
export const TRACK_EXTENSIONS = ['mp3', 'm4a', 'aac', 'wav', 'flac', 'ogg'] as const;
export type TrackExtension = (typeof TRACK_EXTENSIONS)[number];

/** Largest audio file: 200 MB. */
export const TRACK_MAX_FILE_BYTES = 200 * 1024 * 1024;

/** Longest track title. */
export const TRACK_TITLE_MAX = 200;

/**
 * Longest notes of a track or of a version: 2,000 characters stay under the multipart field limit (8,192 bytes) in
 * any script.
 */
export const TRACK_NOTES_MAX = 2000;

/** Longest comment or reply. */
export const TRACK_COMMENT_MAX = 5000;

/** How many waveform peaks a version stores (each 0..1, evenly spaced over the duration). */
export const TRACK_PEAKS_COUNT = 1000;

/** The learner is emailed about new feedback on a track at most once in this time. */
export const FEEDBACK_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

/** The feedback email quotes a comment or reply up to this many characters (the rest is on the track's page). */
export const FEEDBACK_EMAIL_QUOTE_MAX = 1000;

/** Tracks per page of the feedback list: the default and the most a caller may ask for. */
export const FEEDBACK_PAGE_SIZE = { default: 25, max: 100 } as const;

/** Most replies a comment's thread keeps. */
export const TRACK_REPLIES_MAX = 200;

/** Most comments one version keeps. */
export const TRACK_COMMENTS_MAX = 1000;

/** Largest JSON body of the track and comment routes: a comment at its longest in any script, escaped. */
export const TRACK_BODY_MAX_BYTES = 64 * 1024;
