/**
 * Limits of the staff's program insights (issue 37 "Program insights"; docs/decisions/0026). Times in days unless
 * the name says otherwise.
 */

/** A learner with no activity (no module request) for this many days is inactive (issue 37 item 2). */
export const INACTIVE_AFTER_DAYS = 14;

/** Most parts a lesson video's drop-off curve is cut into (issue 37 item 4); shorter videos get one per second. */
export const VIDEO_CURVE_BUCKETS = 20;

/** Most weeks since enrolment a cohort's progress runs to (six months of program, and some slack). */
export const COHORT_WEEKS_MAX = 40;

/** Facility index below which a question is flagged as one most learners fail (issue 37 item 3). */
export const MOST_FAIL_FACILITY = 0.3;

/** The share of a quiz's attempts, by score on the rest of the quiz, that are its "strong learners". */
export const STRONG_SHARE = 1 / 3;
