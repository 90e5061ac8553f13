/**
 * The top of a program module page (training-program.md §2 item 5): the Dashboard back button and the status
 * badge (Completed / In Progress), then the month badge, title, description and the progress bar (the members
 * percentage of the facts, §9: 10, 25, 50, 75, 100) with the step it counts (issue 38 item 2).
 */
import { CheckCircle } from 'lucide-react';
import { membersPercent } from '@shared/course/progress-steps';
import { courseMessages } from '@shared/messages/learning';
import {
  programDashboardMessages,
  programModuleMessages as m,
  programPageMessages,
} from '@shared/messages/program';
import type { ModuleView } from '@shared/schemas/learning';
import { BackLink } from '@web/components/back-link';
import { Badge } from '@web/components/ui/badge';
import { Progress } from '@web/components/ui/progress';
import { stepCaption } from '../utils/module-progress';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.module;

export function ProgramModuleHeader({ view }: { view: ModuleView }) {
  const { module, facts } = view;
  const completed = facts.completedAt !== null;
  const percent = membersPercent(facts, view.parts);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink to={programPaths.dashboard} variant="ghost" className="-ml-3">
          {m.back}
        </BackLink>
        <Badge variant={completed ? 'default' : 'secondary'} className="gap-1">
          {completed && <CheckCircle aria-hidden className="size-3" />}
          {completed
            ? courseMessages.modulePage.status.completed
            : courseMessages.modulePage.status.inProgress}
        </Badge>
      </div>
      <header className="space-y-3">
        <Badge variant="outline">{programDashboardMessages.month(module.monthNumber)}</Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{module.title}</h1>
        <p className="text-lg text-muted-foreground">{module.description}</p>
        <div className="max-w-xl space-y-1 pt-2">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <p id="module-progress" className="font-medium">
              {t.progressLabel}
            </p>
            <p className="text-muted-foreground">{courseMessages.percentComplete(percent)}</p>
          </div>
          <Progress
            value={percent}
            aria-labelledby="module-progress"
            aria-describedby="module-progress-step"
          />
          <p id="module-progress-step" className="text-sm text-muted-foreground">
            {stepCaption('members', view)}
          </p>
        </div>
      </header>
    </>
  );
}
