/**
 * Module Actions (training-program.md §2 item 5, §4): the checklist Started / Video (with a video) / Worksheet /
 * Completed, and
 * Mark Module Complete while the module is not completed and at least 50 % (`canMarkComplete`). Completing toasts
 * 'Module completed!' and any milestone it earned (the server ran the milestone check), then returns to the
 * dashboard.
 */
import { CheckCircle, Circle, Trophy } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import type { ProgramModuleView } from '@shared/schemas/program';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCompleteProgramModule } from '../api/complete-module';
import { toastAwarded } from '../utils/awarded-toast';
import { moduleChecklist } from '../utils/module-progress';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.module;

export function ModuleActionsCard({ view }: { view: ProgramModuleView }) {
  const navigate = useNavigate();
  const complete = useCompleteProgramModule(view.module.id);
  const completed = view.progress.completedAt !== null;

  const markComplete = () =>
    complete.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(m.moduleCompleted);
        toastAwarded(answer.awarded);
        void navigate(programPaths.dashboard);
      },
      onError: (error) => toast.error(error.message || t.completeFailure),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-primary" />
          {m.actionsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={t.checklistLabel} className="grid gap-2 sm:grid-cols-2">
          {moduleChecklist(view.progress, view.video !== null).map(({ item, done }) => (
            <li key={item} className="flex items-center gap-2">
              {done ? (
                <CheckCircle aria-hidden className="size-5 text-success" />
              ) : (
                <Circle aria-hidden className="size-5 text-muted-foreground" />
              )}
              <span className={done ? 'font-medium' : 'text-muted-foreground'}>{m.checklist[item]}</span>
              <span className="sr-only">({done ? t.checklistDone : t.checklistToDo})</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {view.canMarkComplete ? (
          <Button type="button" onClick={markComplete} disabled={complete.isPending}>
            <CheckCircle aria-hidden />
            {m.markModuleComplete}
          </Button>
        ) : completed ? (
          <DoneNote>{m.status.completed}</DoneNote>
        ) : (
          <p className="text-sm text-muted-foreground">{t.completeHint}</p>
        )}
      </CardFooter>
    </Card>
  );
}
