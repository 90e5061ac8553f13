/**
 * A module's progress row as the pages read it (training-program.md §2 items 4-5, §4 "Members program module
 * progress"): the state the shared step rules take, and the Module Actions checklist.
 */
import type { ProgramProgressState } from '@shared/program/progress-steps';
import type { ProgramModuleProgress } from '@shared/schemas/program';

/** The state of the shared rules (`moduleCardAction`, `canMarkModuleComplete`); no row means not started. */
export function progressState(row: ProgramModuleProgress | undefined): ProgramProgressState {
  return {
    progressPercentage: row?.progressPercentage ?? 0,
    started: row?.startedAt != null,
    completed: row?.completedAt != null,
  };
}

/** The four items of the Module Actions checklist (§2 item 5), in order. */
export type ChecklistItem = 'started' | 'video' | 'worksheet' | 'completed';

/**
 * Each checklist item and whether it is done; a module without a video has no Video item (Mark as Watched is only
 * offered with a video, §2 item 5).
 */
export function moduleChecklist(
  progress: ProgramModuleProgress,
  hasVideo: boolean,
): { item: ChecklistItem; done: boolean }[] {
  const items: { item: ChecklistItem; done: boolean }[] = [
    { item: 'started', done: progress.startedAt !== null },
    { item: 'video', done: progress.videoWatched },
    { item: 'worksheet', done: progress.worksheetDownloaded },
    { item: 'completed', done: progress.completedAt !== null },
  ];
  return hasVideo ? items : items.filter(({ item }) => item !== 'video');
}
