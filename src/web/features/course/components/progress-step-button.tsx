/**
 * A step the artist reports by hand on a module page (training-program.md §4 "Members program module progress":
 * Mark as Watched, the worksheet's Mark Complete): its button, or, once recorded, what was done. A failure is said by
 * the step mutation's toast (api/record-progress.ts).
 */
import type { LucideIcon } from 'lucide-react';
import type { ProgramReportedStep } from '@shared/program/progress-steps';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import { useRecordProgramProgress } from '../api/record-progress';

export interface ProgressStepButtonProps {
  moduleId: string;
  step: ProgramReportedStep;
  /** The step was recorded before: `doneText` is shown instead of the button. */
  done: boolean;
  label: string;
  doneText: string;
  icon: LucideIcon;
}

export function ProgressStepButton({
  moduleId,
  step,
  done,
  label,
  doneText,
  icon: Icon,
}: ProgressStepButtonProps) {
  const recordProgress = useRecordProgramProgress(moduleId);
  if (done) return <DoneNote>{doneText}</DoneNote>;
  return (
    <Button type="button" disabled={recordProgress.isPending} onClick={() => recordProgress.mutate(step)}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
