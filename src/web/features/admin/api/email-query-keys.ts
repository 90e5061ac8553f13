/**
 * Query keys of the Emails tab (issue "Staff operations" item 6). Every key starts with `['admin', 'emails']`, inside
 * the admin area's `['admin']` (admin-query-keys.ts).
 */
import type { EmailKind, EmailStatus } from '@shared/limits/emails';

export const emailQueryKeys = {
  /** Everything of the Emails tab: the counts and every list. */
  all: ['admin', 'emails'] as const,
  counts: ['admin', 'emails', 'counts'] as const,
  /** Every list, whatever its filter (invalidate it after a change). */
  lists: ['admin', 'emails', 'lists'] as const,
  list: (status: EmailStatus | null, kind: EmailKind | null) =>
    ['admin', 'emails', 'lists', { status, kind }] as const,
};
