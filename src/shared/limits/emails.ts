/**
 * Limits of the staff's Emails view and the unsubscribe link (issue "Staff operations" item 6; page size and cursor
 * as the inbox's, docs/decisions/0006). Lengths are in characters.
 */

/** Emails per page: the default and the most a caller may ask for. */
export const EMAIL_PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest unsubscribe token a request may carry (a real one is about 90 characters). */
export const UNSUBSCRIBE_TOKEN_MAX = 256;

/** Days without activity before a learner is reminded, and the least time between two reminders. */
export const REMINDER_AFTER_DAYS = 14;
