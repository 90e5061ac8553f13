/**
 * Limits of the learning area (training-program.md §9; the rest is our design, docs/decisions/0009). Times in ms
 * unless the name says seconds, sizes in bytes.
 */

/** The longest playback a single report may claim, in seconds (the player reports every few seconds). */
export const VIDEO_REPORT_MAX_SECONDS = 600;

/** How often the player reports its position while playing, in ms. */
export const VIDEO_REPORT_INTERVAL_MS = 5_000;

/**
 * The longest silence between two playback reports of one visit, in ms: two report intervals and 2 s for a slow
 * network. A playing player reports every {@link VIDEO_REPORT_INTERVAL_MS}, and again as playback starts or resumes,
 * so a longer silence means it stopped (paused, closed, offline, signed out): the next report starts a new visit,
 * whose clock starts there (docs/decisions/0009; issue 33 item 7).
 */
export const VIDEO_VISIT_GAP_MS = 2 * VIDEO_REPORT_INTERVAL_MS + 2_000;

/** Largest JSON body of a course request, in bytes (notes at their limit, in UTF-8, are the largest). */
export const LEARNING_BODY_MAX_BYTES = 96 * 1024;

/** Longest notes of one module, in characters (docs/decisions/0010). */
export const NOTES_MAX_LENGTH = 20_000;

/** Longest answer to one worksheet prompt, in characters. */
export const WORKSHEET_ANSWER_MAX_LENGTH = 10_000;

/** The fastest playback rate a report may name (the player's menu goes to 2x; credit is capped at 2x anyway). */
export const PLAYBACK_RATE_MAX = 16;

/** How long the worksheet and notes editors wait after the last keystroke before saving on their own, in ms. */
export const AUTOSAVE_DELAY_MS = 1_500;

/** Most questions a quiz attempt may answer (bounds the answers map). */
export const QUIZ_MAX_QUESTIONS = 100;

/** Longest option key a quiz answer may name, in characters. */
export const QUIZ_OPTION_KEY_MAX = 16;
