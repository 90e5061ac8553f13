/**
 * Limits of the staff inbox (issue "Staff operations" item 1; page size and cursor as the resource lists,
 * docs/decisions/0006). Lengths are in characters. Its kinds and statuses are here too, not in schemas/inbox.ts: the
 * messages name them, and the schemas import the messages (no import cycle, docs/decisions/0024).
 */

/** Items per page: the default and the most a caller may ask for. */
export const INBOX_PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest search (name or email). */
export const INBOX_SEARCH_MAX = 200;

/** Longest staff note. */
export const INBOX_NOTE_MAX = 5_000;

/** The kinds of submission, as the inbox's addresses name them. */
export const INBOX_KINDS = [
  'program-applications',
  'artist-intake',
  'contact-messages',
  'touring-inquiries',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Where an item stands; `archived` items are left out of the list unless asked for. */
export const INBOX_STATUSES = ['new', 'in-progress', 'done', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
