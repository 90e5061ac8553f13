/**
 * A module card of the members dashboard (training-program.md §2 item 4, §4): month number, title, description,
 * introduction, the members percentage once started, indicators for video, worksheet and lesson text, and the
 * button — Start, Continue or Review (`moduleCardAction`). Start and Continue record the `started` step first, then
 * open the module page; Review opens it. A locked card is dimmed and says how or when it opens, without a link.
 */
import { BookOpen, CheckCircle, FileText, Loader2, Lock, PlayCircle } from 'lucide-react';
import type * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { membersPercent, moduleCardAction } from '@shared/course/progress-steps';
import { courseMessages } from '@shared/messages/learning';
import { programDashboardMessages as m, programPageMessages } from '@shared/messages/program';
import type { ModuleCard } from '@shared/schemas/learning';
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
import { cn } from '@web/lib/utils';
import { useRecordProgress } from '../api/record-progress';
import { lockText } from '../utils/lock-text';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.dashboard;

export function ProgramModuleCard({ module }: { module: ModuleCard }) {
  const navigate = useNavigate();
  const recordProgress = useRecordProgress(module.id);
  const { facts } = module;
  const action = moduleCardAction(facts);
  const label = m.actions[action];
  const path = programPaths.module(module.id);
  const titleId = `module-${module.id}-title`;
  const locked = module.status === 'locked';
  const completed = facts.completedAt !== null;
  const percent = membersPercent(facts, module.parts);
  const opensWhen = lockText(module.lock);

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
    module.parts.videoSeconds !== null && { key: 'video', icon: PlayCircle, text: m.indicators.video },
    module.parts.hasWorksheet && { key: 'worksheet', icon: FileText, text: m.indicators.worksheet },
    module.hasContent && { key: 'content', icon: BookOpen, text: m.indicators.content },
  ].filter((item) => item !== false);

  return (
    <Card
      className={cn('flex h-full flex-col', locked && 'opacity-70')}
      aria-labelledby={titleId}
      role="article"
      data-module-status={module.status}
    >
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{m.month(module.monthNumber)}</Badge>
          {completed && (
            <Badge className="gap-1">
              <CheckCircle aria-hidden className="size-3" />
              {courseMessages.modulePage.status.completed}
            </Badge>
          )}
          {locked && (
            <Badge variant="outline" className="gap-1">
              <Lock aria-hidden className="size-3" />
              {t.locked}
            </Badge>
          )}
        </div>
        <CardTitle id={titleId}>{module.title}</CardTitle>
        <CardDescription className={cn(locked && 'text-card-foreground')}>
          {module.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <p className="line-clamp-3 text-sm">{module.introduction}</p>
        {facts.startedAt !== null && (
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">{courseMessages.percentComplete(percent)}</p>
            <Progress value={percent} aria-label={courseMessages.moduleProgress(module.title)} />
          </div>
        )}
        {indicators.length > 0 && (
          <ul
            aria-label={t.includes}
            className={cn(
              'flex flex-wrap gap-x-4 gap-y-1 text-sm',
              locked ? 'text-card-foreground' : 'text-muted-foreground',
            )}
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
        {locked ? (
          <p className="flex items-center gap-2 text-sm font-medium">
            <Lock aria-hidden className="size-4 shrink-0" />
            {opensWhen ?? t.locked}
          </p>
        ) : (
          <Button asChild className="w-full" variant={action === 'review' ? 'outline' : 'default'}>
            <Link to={path} onClick={open} aria-label={t.openModule(label, module.title)}>
              {recordProgress.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {label}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
