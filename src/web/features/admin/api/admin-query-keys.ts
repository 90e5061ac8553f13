/**
 * Query keys of the admin area. Every key starts with `['admin']`; the course's and the file manager's keys
 * (`['course']`, `['file-manager']`) are refreshed too after a change learners see.
 */
import type { ProgramBucket } from '@shared/limits/admin';
import type { AllowListName, ALLOW_LIST_FILTERS } from '@shared/schemas/allow-lists';
import type { AuditKind } from '@shared/schemas/audit';
import type { ItemRound } from '@shared/schemas/insights';
import type { InboxKind, InboxStatus } from '@shared/limits/inbox';
import type { PeopleFilter } from '@shared/schemas/people';
import type { InsightsFilters } from '../utils/insights-view';

export const adminQueryKeys = {
  all: ['admin'] as const,
  modules: ['admin', 'modules'] as const,
  quizzes: ['admin', 'quizzes'] as const,
  /** The Settings tab: the installation's configuration. */
  settings: ['admin', 'settings'] as const,
  questions: (quizId: string) => ['admin', 'quizzes', quizId, 'questions'] as const,
  bucket: (bucket: ProgramBucket) => ['admin', 'buckets', bucket] as const,
  /** Everything of the staff inbox: the counts, every list and every item. */
  inbox: ['admin', 'inbox'] as const,
  inboxCounts: ['admin', 'inbox', 'counts'] as const,
  /** Every list of `kind`, whatever its filter (invalidate it after a change). */
  inboxLists: (kind: InboxKind) => ['admin', 'inbox', kind, 'lists'] as const,
  inboxList: (kind: InboxKind, status: InboxStatus | null, q: string) =>
    ['admin', 'inbox', kind, 'lists', { status, q }] as const,
  inboxItem: (kind: InboxKind, id: string) => ['admin', 'inbox', kind, 'items', id] as const,
  /** Everything of the allow-lists: every list and entry of both. */
  allowLists: ['admin', 'allow-lists'] as const,
  /** Every page of `list`, whatever its filter (invalidate it after a change). */
  allowListLists: (list: AllowListName) => ['admin', 'allow-lists', list, 'lists'] as const,
  allowListList: (list: AllowListName, state: (typeof ALLOW_LIST_FILTERS)[number], q: string) =>
    ['admin', 'allow-lists', list, 'lists', { state, q }] as const,
  allowListEntry: (list: AllowListName, id: string) => ['admin', 'allow-lists', list, 'entries', id] as const,
  /** Everything of the Users tab: every list and person. */
  people: ['admin', 'people'] as const,
  peopleLists: ['admin', 'people', 'lists'] as const,
  peopleList: (filter: PeopleFilter, q: string) => ['admin', 'people', 'lists', { filter, q }] as const,
  person: (userId: string) => ['admin', 'people', 'persons', userId] as const,
  /** Every page of the audit log, whatever its filter. */
  audit: ['admin', 'audit'] as const,
  auditList: (kind: AuditKind | null, person: string) => ['admin', 'audit', { kind, person }] as const,
  /** Every insight of the Insights tab, whatever its filters. */
  insights: ['admin', 'insights'] as const,
  insight: (
    name: 'funnel' | 'stops' | 'video-engagement' | 'cohorts',
    { cohort, from, to }: InsightsFilters,
  ) => ['admin', 'insights', name, { cohort, from, to }] as const,
  itemAnalysis: ({ cohort, from, to }: InsightsFilters, quizId: string | null, round: ItemRound) =>
    ['admin', 'insights', 'item-analysis', { cohort, from, to, quizId, round }] as const,
};

/** What learners' pages read of the modules and buckets, refreshed after an admin changes them. */
export const learnerQueryKeys = [['course'], ['file-manager']] as const;
