/**
 * A module card of the enrolled view (training-program.md §2 "Enrolled": week number, a status badge and icon;
 * "Locked cards are dimmed. Unlocked cards show Watch Video (only if a video address exists), Resources and Start
 * Module (goes to /learning/module/{moduleId}). Available cards show a per-module progress bar."). The status and
 * the lock come from the server; the percentage is the learning area's (`learningPercent` of the facts); a locked
 * card says how or when it opens.
 */
import { ArrowRight, CircleCheckBig, CirclePlay, Clock, FileText, Lock, Video } from 'lucide-react';
import { Link } from 'react-router';
import { learningPercent } from '@shared/course/progress-steps';
import { courseMessages, learningMessages as m } from '@shared/messages/learning';
import type { ModuleCard, ModuleStatus } from '@shared/schemas/learning';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';
import { learningPaths } from '../utils/learning-paths';
import { lockText } from '../utils/lock-text';

const statusIcons = { completed: CircleCheckBig, available: CirclePlay, locked: Lock } as const;
const statusVariants = { completed: 'default', available: 'accent', locked: 'outline' } as const;

function StatusBadge({ status }: { status: ModuleStatus }) {
  const Icon = statusIcons[status];
  return (
    <Badge variant={statusVariants[status]} className="gap-1" data-status={status}>
      <Icon className="size-3.5" aria-hidden />
      {m.statusLabels[status]}
    </Badge>
  );
}

export function CourseModuleCard({ card }: { card: ModuleCard }) {
  const titleId = `module-${card.id}-title`;
  const progressId = `module-${card.id}-progress`;
  const locked = card.status === 'locked';
  const modulePath = learningPaths.module(card.id);
  const percent = learningPercent(card.facts);
  const opensWhen = lockText(card.lock);
  // A locked card is dimmed as a whole; its secondary texts keep the full text colour so they stay readable.
  const secondaryText = locked ? 'text-card-foreground' : 'text-muted-foreground';
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-module-status={card.status}
        className={cn(
          'flex flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm',
          locked && 'opacity-70',
        )}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className={cn('flex gap-3 text-sm font-semibold', secondaryText)}>
            <span>{m.week(card.weekNumber)}</span>
            <span>{m.moduleNumber(card.number)}</span>
          </p>
          <StatusBadge status={card.status} />
        </div>
        <h3 id={titleId} className="mt-3 text-lg font-bold leading-tight">
          {card.title}
        </h3>
        <p className={cn('mt-2 text-sm', secondaryText)}>{card.description}</p>
        <p className="mt-3 flex items-center gap-2 text-sm">
          <Clock className={cn('size-4', secondaryText)} aria-hidden />
          {m.hours(card.hours)}
        </p>

        {card.status === 'available' ? (
          <div className="mt-4">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span id={progressId}>{courseMessages.moduleProgress(card.title)}</span>
              <span className="font-semibold whitespace-nowrap">
                {courseMessages.percentComplete(percent)}
              </span>
            </div>
            <Progress value={percent} aria-labelledby={progressId} className="mt-2" />
          </div>
        ) : null}

        {locked ? (
          opensWhen !== null ? (
            <p className="mt-4 flex items-center gap-2 text-sm font-medium">
              <Lock className="size-4 shrink-0" aria-hidden />
              {opensWhen}
            </p>
          ) : null
        ) : (
          <div className="mt-5 flex flex-wrap gap-2">
            {card.parts.videoSeconds !== null ? (
              <Button asChild size="sm" variant="outline">
                <Link to={`${modulePath}#video`} aria-describedby={titleId}>
                  <Video aria-hidden />
                  {m.watchVideo}
                </Link>
              </Button>
            ) : null}
            <Button asChild size="sm" variant="outline">
              <Link to={`${modulePath}#resources`} aria-describedby={titleId}>
                <FileText aria-hidden />
                {m.resources} {m.resourcesCount(card.resourceCount)}
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to={modulePath} aria-describedby={titleId}>
                {card.status === 'completed' ? m.reviewModule : m.startModule}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
