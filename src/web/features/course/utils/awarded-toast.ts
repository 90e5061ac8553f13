/** The toast for milestones an action earned (training-program.md §3 user_milestones; issue "Members program" item 8). */
import { toast } from '@web/lib/toast';
import { programPageMessages } from '@shared/messages/program';
import type { EarnedMilestone } from '@shared/schemas/program';

/** One toast per milestone earned: 'Achievement unlocked: {title}' with what it is for. */
export function toastAwarded(awarded: readonly EarnedMilestone[]): void {
  for (const { milestone } of awarded) {
    toast.success(programPageMessages.achievements.unlocked(milestone.title), {
      description: milestone.description,
    });
  }
}
