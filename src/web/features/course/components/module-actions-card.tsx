/**
 * Module Actions (training-program.md §2 item 5, §4, §9 "Mark Module Complete is available from 50%"; issue "One
 * course" item 4; issue 38 item 4): the checklist Started / Video (with a video) / Worksheet (with a worksheet) / Quiz
 * (with a quiz) / Completed from the server's facts, and Mark Module Complete while the module is not completed and at
 * 50 % or more; below 50 %, a hint naming only the parts the module has. Pressed while
 * evidence is missing, it says what is still missing instead of completing. Completing toasts 'Module completed!'
 * and any milestone it earned, then returns to the dashboard.
 */
import { CheckCircle, Circle, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MARK_COMPLETE_FROM_PERCENT, membersPercent } from '@shared/course/progress-steps';
import { courseMessages } from '@shared/messages/learning';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import type { ModuleView } from '@shared/schemas/learning';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { useModuleCompletion } from '../hooks/use-module-completion';
import { moduleChecklist } from '../utils/module-progress';
import { programPaths } from '../utils/program-paths';
import { MissingParts } from './missing-parts';

const t = programPageMessages.module;

export function ModuleActionsCard({ view }: { view: ModuleView }) {
  const navigate = useNavigate();
  const completion = useModuleCompletion(
    view,
    { completed: courseMessages.moduleCompleted, failure: t.completeFailure },
    () => void navigate(programPaths.dashboard),
  );
  /** Mark Module Complete was pressed: what is missing is said from then on. */
  const [asked, setAsked] = useState(false);
  const completed = view.facts.completedAt !== null;
  const canMark = !completed && membersPercent(view.facts, view.parts) >= MARK_COMPLETE_FROM_PERCENT;

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
          {moduleChecklist(view.facts, view.parts).map(({ item, done }) => (
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
      <CardFooter className="flex-col items-start gap-3">
        {canMark ? (
          <Button
            type="button"
            onClick={() => {
              setAsked(true);
              completion.complete();
            }}
            disabled={completion.pending}
          >
            <CheckCircle aria-hidden />
            {m.markModuleComplete}
          </Button>
        ) : completed ? (
          <DoneNote>{courseMessages.modulePage.status.completed}</DoneNote>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t.completeHint({
              video: view.parts.videoSeconds !== null,
              worksheet: view.parts.hasWorksheet,
              quiz: view.parts.hasQuiz,
            })}
          </p>
        )}
        {asked && !completed && <MissingParts parts={completion.missing} className="w-full" />}
      </CardFooter>
    </Card>
  );
}
