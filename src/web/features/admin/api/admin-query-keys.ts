/**
 * Query keys of the admin area. Every key starts with `['admin']`; the course's and the file manager's keys
 * (`['course']`, `['file-manager']`) are refreshed too after a change learners see.
 */
import type { ProgramBucket } from '@shared/limits/admin';
import type { InboxKind, InboxStatus } from '@shared/schemas/inbox';

export const adminQueryKeys = {
  all: ['admin'] as const,
  modules: ['admin', 'modules'] as const,
  quizzes: ['admin', 'quizzes'] as const,
  questions: (quizId: string) => ['admin', 'quizzes', quizId, 'questions'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  bucket: (bucket: ProgramBucket) => ['admin', 'buckets', bucket] as const,
  /** Everything of the staff inbox: the counts, every list and every item. */
  inbox: ['admin', 'inbox'] as const,
  inboxCounts: ['admin', 'inbox', 'counts'] as const,
  /** Every list of `kind`, whatever its filter (invalidate it after a change). */
  inboxLists: (kind: InboxKind) => ['admin', 'inbox', kind, 'lists'] as const,
  inboxList: (kind: InboxKind, status: InboxStatus | null, q: string) =>
    ['admin', 'inbox', kind, 'lists', { status, q }] as const,
  inboxItem: (kind: InboxKind, id: string) => ['admin', 'inbox', kind, 'items', id] as const,
};

/** What learners' pages read of the modules and buckets, refreshed after an admin changes them. */
export const learnerQueryKeys = [['course'], ['file-manager']] as const;
