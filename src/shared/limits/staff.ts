/**
 * Limits of the staff's allow-lists, people and audit log (issue "Staff operations" items 3, 4, 7; page size and
 * cursor as the resource lists, docs/decisions/0006). Lengths are in characters.
 */

/** Rows per page: the default and the most a caller may ask for. */
export const STAFF_PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest search (name or email). */
export const STAFF_SEARCH_MAX = 200;
