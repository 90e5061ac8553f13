/**
 * Query keys of the admin area. Every key starts with `['admin']`; the course's and the file manager's keys
 * (`['course']`, `['file-manager']`) are refreshed too after a change learners see.
 */
import type { ProgramBucket } from '@shared/limits/admin';

export const adminQueryKeys = {
  all: ['admin'] as const,
  modules: ['admin', 'modules'] as const,
  quizzes: ['admin', 'quizzes'] as const,
  questions: (quizId: string) => ['admin', 'quizzes', quizId, 'questions'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  bucket: (bucket: ProgramBucket) => ['admin', 'buckets', bucket] as const,
};

/** What learners' pages read of the modules and buckets, refreshed after an admin changes them. */
export const learnerQueryKeys = [['course'], ['file-manager']] as const;
