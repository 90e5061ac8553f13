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
  learningStep,
  membersPercent,
  membersStep,
  type ModuleFacts,
  type ModuleParts,
} from '@shared/course/progress-steps';
import { courseMessages } from '@shared/messages/learning';
import type { CoursePresentation } from './course-presentation';

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

/**
 * What a module's percentage counts in a view, as its caption says (issue 38 item 2): the furthest step of the
 * view's step table, e.g. "Step 3 of 5 reached: Lesson read" (learning area, 70 %) or "Step 2 of 5 reached: Module
 * opened" (members program, 25 %), so the two views' different figures for one module never seem to disagree.
 */
export function stepCaption(presentation: CoursePresentation, module: ModuleProgressInput): string {
  if (presentation === 'learning') {
    const reached = learningStep(module.facts);
    return courseMessages.stepCaption(
      reached.number,
      reached.total,
      reached.step && courseMessages.learningSteps[reached.step],
    );
  }
  const reached = membersStep(module.facts, module.parts);
  return courseMessages.stepCaption(
    reached.number,
    reached.total,
    reached.step && courseMessages.membersSteps[reached.step],
  );
}

/** The items of the Module Actions checklist (§2 item 5, with Quiz: issue 38 item 4), in order. */
export type ChecklistItem = 'started' | 'video' | 'worksheet' | 'quiz' | 'completed';

/**
 * Each checklist item and whether it is done: Started, Video (90 % of it credited; only with a video), Worksheet
 * (its Mark Complete accepted; only with a worksheet), Quiz (passed; only with a quiz), Completed.
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
    { item: 'quiz', done: facts.quizPassedAt !== null, shown: parts.hasQuiz },
    { item: 'completed', done: facts.completedAt !== null, shown: true },
  ];
  return items.filter(({ shown }) => shown).map(({ item, done }) => ({ item, done }));
}

/** A module as "Continue where you left off" chooses among them. */
export interface ContinueCandidate {
  id: string;
  status: 'locked' | 'available' | 'completed';
  facts: Pick<ModuleFacts, 'completedAt'>;
}

/**
 * The module "Continue where you left off" offers (issue 38 item 4): the one touched last while it is not completed;
 * once it is completed, the next open module not completed after it in course order (else the first such one before
 * it). Null when there is no module touched, or every open module is completed.
 *
 * @param modules - the course's modules in course order.
 * @param lastModuleId - the module touched last (`CourseView.lastModuleId`), or null.
 * @returns the module to continue and the completed module touched last it follows (`after`; null when it is that module).
 */
export function continueModule<Module extends ContinueCandidate>(
  modules: readonly Module[],
  lastModuleId: string | null,
): { module: Module; after: Module | null } | null {
  const lastIndex = modules.findIndex((module) => module.id === lastModuleId);
  const last = modules[lastIndex];
  if (!last) return null;
  if (last.facts.completedAt === null) return { module: last, after: null };
  const open = (module: Module) => module.status !== 'locked' && module.facts.completedAt === null;
  const next = modules.slice(lastIndex + 1).find(open) ?? modules.slice(0, lastIndex).find(open);
  return next ? { module: next, after: last } : null;
}
