/**
 * When a module of the course opens for a learner (training-program.md §4 "Learning area module status": "any
 * unlocking over time is not shown"; our rule, docs/decisions/0009). One rule for both views, named in the course
 * file (`content/learning/course.yaml`, `unlock`):
 *
 * - `sequential` (the default): the first module is open; each next one opens when the one before it is completed.
 * - `open`: every module is open.
 * - `schedule`: the module of month N opens N - 1 calendar months after the learner enrolled.
 *
 * A module the learner has already started stays open whatever the rule says, so a change of rule never takes away
 * work in progress; so does one staff opened early for the learner (issue "Staff operations" item 4).
 */

export const UNLOCK_RULES = ['sequential', 'open', 'schedule'] as const;
export type UnlockRule = (typeof UNLOCK_RULES)[number];

/** Why a module is locked, for its card: after which module, or from when. */
export type ModuleLock =
  { reason: 'previous'; afterModuleNumber: number } | { reason: 'schedule'; opensAt: string };

/** A module in course order, as the rule needs it. */
export interface UnlockInput {
  /** 1 for the course's first module. */
  number: number;
  monthNumber: number;
  started: boolean;
  completed: boolean;
  /** Staff opened it early for this learner. */
  unlocked: boolean;
}

/** `enrolledAt` plus `months` calendar months (the day of the month kept where the month has it). */
export function addMonths(enrolledAt: Date, months: number): Date {
  const date = new Date(enrolledAt.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * The lock of each module (null when open), in the order given (course order).
 *
 * @param rule - the course's rule.
 * @param modules - the course's modules in order.
 * @param enrolledAt - when the learner enrolled.
 * @param now - the current time.
 */
export function moduleLocks(
  rule: UnlockRule,
  modules: readonly UnlockInput[],
  enrolledAt: Date,
  now: Date,
): (ModuleLock | null)[] {
  return modules.map((module, index) => {
    if (module.started || module.completed || module.unlocked || rule === 'open') return null;
    if (rule === 'schedule') {
      const opensAt = addMonths(enrolledAt, module.monthNumber - 1);
      return opensAt <= now ? null : { reason: 'schedule', opensAt: opensAt.toISOString() };
    }
    const previous = modules[index - 1];
    return previous === undefined || previous.completed
      ? null
      : { reason: 'previous', afterModuleNumber: previous.number };
  });
}
