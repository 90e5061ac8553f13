/**
 * Limits of the staff inbox (issue "Staff operations" item 1; page size and cursor as the resource lists,
 * docs/decisions/0006). Lengths are in characters.
 */

/** Items per page: the default and the most a caller may ask for. */
export const INBOX_PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest search (name or email). */
export const INBOX_SEARCH_MAX = 200;

/** Longest staff note. */
export const INBOX_NOTE_MAX = 5_000;
