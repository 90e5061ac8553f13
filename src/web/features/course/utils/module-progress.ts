/**
 * The two views' figures from the server's facts (training-program.md §2 items 4-5 and "Enrolled", §4, §9;
 * src/shared/course/progress-steps.ts): the members dashboard's overall progress (the average of the members
 * percentages), the learning area's (completed modules over all), modules completed, and the Module Actions
 * checklist.
 */
import {
  averagePercent,
  completedPercent,
  isVideoWatched,
  membersPercent,
  type ModuleFacts,
  type ModuleParts,
} from '@shared/course/progress-steps';

/** A module as the figures need it. */
export interface ModuleProgressInput {
  facts: ModuleFacts;
  parts: ModuleParts;
}

/** The figures of a course's modules. */
export interface CourseFigures {
  /** Completed modules. */
  completedModules: number;
  totalModules: number;
  /** Members dashboard: the average of the modules' members percentages (§2 item 4). */
  averagePercent: number;
  /** Learning area: completed modules over all, rounded (§4 "Overall course progress"). */
  completedPercent: number;
  /** Every module is completed (and there is at least one). */
  allCompleted: boolean;
}

/** The figures of `modules` (see {@link CourseFigures}). */
export function courseFigures(modules: readonly ModuleProgressInput[]): CourseFigures {
  const totalModules = modules.length;
  const completedModules = modules.filter((module) => module.facts.completedAt !== null).length;
  return {
    completedModules,
    totalModules,
    averagePercent: averagePercent(
      modules.map((module) => membersPercent(module.facts, module.parts)),
      totalModules,
    ),
    completedPercent: completedPercent(completedModules, totalModules),
    allCompleted: totalModules > 0 && completedModules === totalModules,
  };
}

/** The four items of the Module Actions checklist (§2 item 5), in order. */
export type ChecklistItem = 'started' | 'video' | 'worksheet' | 'completed';

/**
 * Each checklist item and whether it is done: Started, Video (90 % of it credited; only with a video), Worksheet
 * (its Mark Complete accepted; only with a worksheet), Completed.
 */
export function moduleChecklist(
  facts: ModuleFacts,
  parts: ModuleParts,
): { item: ChecklistItem; done: boolean }[] {
  const items: { item: ChecklistItem; done: boolean; shown: boolean }[] = [
    { item: 'started', done: facts.startedAt !== null, shown: true },
    {
      item: 'video',
      done: isVideoWatched(facts.videoCreditedSeconds, parts.videoSeconds),
      shown: parts.videoSeconds !== null,
    },
    { item: 'worksheet', done: facts.worksheetDoneAt !== null, shown: parts.hasWorksheet },
    { item: 'completed', done: facts.completedAt !== null, shown: true },
  ];
  return items.filter(({ shown }) => shown).map(({ item, done }) => ({ item, done }));
}
