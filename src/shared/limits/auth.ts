/**
 * Limits of the account flows (site-and-portals.md §9 "Password minimum 8"; the maxima are our decision,
 * docs/decisions/0005). Lengths are in characters.
 */

/** Shortest password accepted anywhere (§9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password accepted: bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

/** Longest token an emailed link may carry. */
export const LINK_TOKEN_MAX_LENGTH = 2048;
