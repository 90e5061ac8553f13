/**
 * Limits of the learning area (training-program.md §9; the rest is our design, docs/decisions/0009). Times in ms
 * unless the name says seconds, sizes in bytes.
 */

/** The wait after the last attempt of a round before a new round of quiz attempts opens, in ms (24 h). */
export const QUIZ_RETRY_COOLDOWN_MS = 24 * 3600_000;

/**
 * A playback report is credited at most the wall-clock time since the previous one plus this slack, in seconds:
 * "watched" means watched, so a report cannot claim more playing time than has passed.
 */
export const VIDEO_REPORT_SLACK_SECONDS = 2;

/** The longest playback a single report may claim, in seconds (the player reports every few seconds). */
export const VIDEO_REPORT_MAX_SECONDS = 600;

/** How often the player reports its position while playing, in ms. */
export const VIDEO_REPORT_INTERVAL_MS = 5_000;

/** Largest JSON body of a learning-area request, in bytes (a quiz's answers are the largest). */
export const LEARNING_BODY_MAX_BYTES = 16 * 1024;

/** Most questions a quiz attempt may answer (bounds the answers map). */
export const QUIZ_MAX_QUESTIONS = 100;

/** Longest option key a quiz answer may name, in characters. */
export const QUIZ_OPTION_KEY_MAX = 16;
