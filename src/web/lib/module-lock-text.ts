/**
 * What a locked module's card says (training-program.md §2 "Locked cards are dimmed"; docs/decisions/0009): after
 * which module it opens, or on which day the course's schedule opens it. Both views say the same.
 * The file manager says the same of a locked module (issue 38 item 4).
 */
import { learningMessages as m } from '@shared/messages/learning';
import type { ModuleLock } from '@shared/course/unlocking';
import { formatDay } from '@web/lib/format-date';

/** 'Unlocks when Module N is completed' or 'Opens on {day}'; null when the module is not locked. */
export function lockText(
  lock: ModuleLock | null,
  formatOpensAt: (iso: string) => string = formatDay,
): string | null {
  if (lock === null) return null;
  return lock.reason === 'previous'
    ? m.unlocksAfter(lock.afterModuleNumber)
    : m.opensOn(formatOpensAt(lock.opensAt));
}
