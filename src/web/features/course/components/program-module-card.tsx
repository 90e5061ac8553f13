/**
 * A module card of the dashboard (training-program.md §2 item 4, §4): month number, title, description,
 * introduction, the progress once started, indicators for video, worksheet and lesson text, and the button —
 * Start, Continue or Review (`moduleCardAction`). Start and Continue record the 10 % step first (the server leaves
 * a started module as it is), then open the module page; Review opens it.
 */
import { BookOpen, CheckCircle, FileText, Loader2, PlayCircle } from 'lucide-react';
import type * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { moduleCardAction } from '@shared/program/progress-steps';
import {
  programDashboardMessages as m,
  programModuleMessages,
  programPageMessages,
} from '@shared/messages/program';
import type { ProgramModuleProgress, ProgramModuleSummary } from '@shared/schemas/program';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { useRecordProgramProgress } from '../api/record-progress';
import { progressState } from '../utils/module-progress';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.dashboard;

export interface ModuleCardProps {
  module: ProgramModuleSummary;
  /** The artist's progress row; undefined when the module is not started. */
  progress: ProgramModuleProgress | undefined;
}

export function ModuleCard({ module, progress }: ModuleCardProps) {
  const navigate = useNavigate();
  const recordProgress = useRecordProgramProgress(module.id);
  const state = progressState(progress);
  const action = moduleCardAction(state);
  const label = m.actions[action];
  const path = programPaths.module(module.id);
  const titleId = `module-${module.id}-title`;

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) just opens the page, which records its own step.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (action === 'review') return;
    event.preventDefault();
    if (recordProgress.isPending) return;
    // The page opens whatever the answer: the module page records the opening step itself.
    recordProgress.mutate('started', { onSettled: () => void navigate(path) });
  };

  const indicators = [
    module.hasVideo && { key: 'video', icon: PlayCircle, text: m.indicators.video },
    module.hasWorksheet && { key: 'worksheet', icon: FileText, text: m.indicators.worksheet },
    module.hasContent && { key: 'content', icon: BookOpen, text: m.indicators.content },
  ].filter((item) => item !== false);

  return (
    <Card className="flex h-full flex-col" aria-labelledby={titleId} role="article">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{m.month(module.monthNumber)}</Badge>
          {state.completed && (
            <Badge className="gap-1">
              <CheckCircle aria-hidden className="size-3" />
              {programModuleMessages.status.completed}
            </Badge>
          )}
        </div>
        <CardTitle id={titleId}>{module.title}</CardTitle>
        <CardDescription>{module.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <p className="line-clamp-3 text-sm">{module.introductionContent}</p>
        {state.started && (
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">{t.percentComplete(state.progressPercentage)}</p>
            <Progress value={state.progressPercentage} aria-label={t.moduleProgress(module.title)} />
          </div>
        )}
        {indicators.length > 0 && (
          <ul
            aria-label={t.includes}
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
          >
            {indicators.map(({ key, icon: Icon, text }) => (
              <li key={key} className="flex items-center gap-1">
                <Icon aria-hidden className="size-4" />
                {text}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={action === 'review' ? 'outline' : 'default'}>
          <Link to={path} onClick={open} aria-label={t.openModule(label, module.title)}>
            {recordProgress.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {label}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
