/**
 * A module card, one card for both views of the one course (training-program.md §2 "Enrolled" of the learning area
 * and §2 item 4 of the members dashboard, §4; issue "One course"): the title, the description, the module's progress
 * and its actions, or, for a locked module, dimmed and saying how or when it opens (the lock comes from the server).
 * A percentage is captioned with the step of its view's table it counts (issue 38 item 2). Each presentation keeps
 * its view's texts:
 *
 * - `learning`: week and module number, a status badge and icon, the hours; an available module shows the learning
 *   area's percentage (`learningPercent`); an open one Watch Video (only with a video), Resources and Start Module
 *   (Review Module once completed), which open /learning/module/{moduleId}.
 * - `members`: the month, Completed and Locked badges, the introduction, the members percentage once started
 *   (`membersPercent`), indicators for video, worksheet and lesson text, and one button (`moduleCardAction`): Start
 *   and Continue record the `started` step first, then open /program-module/{moduleId}; Review opens it.
 */
import {
  ArrowRight,
  BookOpen,
  CheckCircle,
  CircleCheckBig,
  CirclePlay,
  Clock,
  FileText,
  Loader2,
  Lock,
  PlayCircle,
  Video,
} from 'lucide-react';
import type * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { learningPercent, membersPercent, moduleCardAction } from '@shared/course/progress-steps';
import { courseMessages, learningMessages as lm } from '@shared/messages/learning';
import { programDashboardMessages as dm, programPageMessages } from '@shared/messages/program';
import type { ModuleCard, ModuleStatus } from '@shared/schemas/learning';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';
import { useRecordProgress } from '../api/record-progress';
import type { CoursePresentation } from '../utils/course-presentation';
import { learningPaths } from '../utils/learning-paths';
import { stepCaption } from '../utils/module-progress';
import { lockText } from '@web/lib/module-lock-text';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.dashboard;

const statusIcons = { completed: CircleCheckBig, available: CirclePlay, locked: Lock } as const;
const statusVariants = { completed: 'default', available: 'accent', locked: 'outline' } as const;

/** The learning area's status badge: Completed, Available or Locked, with its icon. */
function StatusBadge({ status }: { status: ModuleStatus }) {
  const Icon = statusIcons[status];
  return (
    <Badge variant={statusVariants[status]} className="gap-1" data-status={status}>
      <Icon className="size-3.5" aria-hidden />
      {lm.statusLabels[status]}
    </Badge>
  );
}

/** The members program's badges: the month, then Completed or Locked. */
function MembersBadges({ card }: { card: ModuleCard }) {
  return (
    <>
      <Badge variant="secondary">{dm.month(card.monthNumber)}</Badge>
      {card.facts.completedAt !== null && (
        <Badge className="gap-1">
          <CheckCircle aria-hidden className="size-3" />
          {courseMessages.modulePage.status.completed}
        </Badge>
      )}
      {card.status === 'locked' && (
        <Badge variant="outline" className="gap-1">
          <Lock aria-hidden className="size-3" />
          {t.locked}
        </Badge>
      )}
    </>
  );
}

/** The learning area's links: Watch Video (with a video), Resources, and Start Module or Review Module. */
function LearningActions({ card, titleId }: { card: ModuleCard; titleId: string }) {
  const modulePath = learningPaths.module(card.id);
  return (
    <div className="flex flex-wrap gap-2">
      {card.parts.videoSeconds !== null ? (
        <Button asChild size="sm" variant="outline">
          <Link to={`${modulePath}#video`} aria-describedby={titleId}>
            <Video aria-hidden />
            {lm.watchVideo}
          </Link>
        </Button>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <Link to={`${modulePath}#resources`} aria-describedby={titleId}>
          <FileText aria-hidden />
          {lm.resources} {lm.resourcesCount(card.resourceCount)}
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to={modulePath} aria-describedby={titleId}>
          {card.status === 'completed' ? lm.reviewModule : lm.startModule}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

/** The members program's one button: Start and Continue record the `started` step, then open the page. */
function MembersAction({ card }: { card: ModuleCard }) {
  const navigate = useNavigate();
  const recordProgress = useRecordProgress(card.id);
  const action = moduleCardAction(card.facts);
  const label = dm.actions[action];
  const path = programPaths.module(card.id);

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) just opens the page, which records its own step.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (action === 'review') return;
    event.preventDefault();
    if (recordProgress.isPending) return;
    // The page opens whatever the answer: the module page records the opening step itself.
    recordProgress.mutate('started', { onSettled: () => void navigate(path) });
  };

  return (
    <Button asChild className="w-full" variant={action === 'review' ? 'outline' : 'default'}>
      <Link to={path} onClick={open} aria-label={t.openModule(label, card.title)}>
        {recordProgress.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {label}
      </Link>
    </Button>
  );
}

/** The members program's indicators: what the module includes. */
function MembersIndicators({ card, className }: { card: ModuleCard; className: string }) {
  const indicators = [
    card.parts.videoSeconds !== null && { key: 'video', icon: PlayCircle, text: dm.indicators.video },
    card.parts.hasWorksheet && { key: 'worksheet', icon: FileText, text: dm.indicators.worksheet },
    card.hasContent && { key: 'content', icon: BookOpen, text: dm.indicators.content },
  ].filter((item) => item !== false);
  if (indicators.length === 0) return null;
  return (
    <ul aria-label={t.includes} className={cn('mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm', className)}>
      {indicators.map(({ key, icon: Icon, text }) => (
        <li key={key} className="flex items-center gap-1">
          <Icon aria-hidden className="size-4" />
          {text}
        </li>
      ))}
    </ul>
  );
}

export interface CourseModuleCardProps {
  card: ModuleCard;
  /** Which view's texts, percentage and actions. */
  presentation: CoursePresentation;
}

/** The card (see the module comment); its list item is the caller's. */
export function CourseModuleCard({ card, presentation }: CourseModuleCardProps) {
  const learning = presentation === 'learning';
  const titleId = `module-${card.id}-title`;
  const progressId = `module-${card.id}-progress`;
  const locked = card.status === 'locked';
  const { facts } = card;
  const percent = learning ? learningPercent(facts) : membersPercent(facts, card.parts);
  const showProgress = learning ? card.status === 'available' : facts.startedAt !== null;
  const opensWhen = lockText(card.lock) ?? (learning ? null : t.locked);
  // A locked card is dimmed as a whole; its secondary texts keep the full text colour so they stay readable.
  const secondaryText = locked ? 'text-card-foreground' : 'text-muted-foreground';
  return (
    <article
      aria-labelledby={titleId}
      data-module-status={card.status}
      className={cn(
        'flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm',
        locked && 'opacity-70',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {learning ? (
          <>
            <p className={cn('flex gap-3 text-sm font-semibold', secondaryText)}>
              <span>{lm.week(card.weekNumber)}</span>
              <span>{lm.moduleNumber(card.number)}</span>
            </p>
            <StatusBadge status={card.status} />
          </>
        ) : (
          <MembersBadges card={card} />
        )}
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-bold leading-tight">
        {card.title}
      </h3>
      <p className={cn('mt-2 text-sm', secondaryText)}>{card.description}</p>
      {learning ? (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <Clock className={cn('size-4', secondaryText)} aria-hidden />
          {lm.hours(card.hours)}
        </p>
      ) : (
        <p className="mt-3 line-clamp-3 text-sm">{card.introduction}</p>
      )}

      {showProgress ? (
        <div className="mt-4">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id={progressId} className={cn(!learning && 'sr-only')}>
              {courseMessages.moduleProgress(card.title)}
            </span>
            <span className="font-semibold whitespace-nowrap">{courseMessages.percentComplete(percent)}</span>
          </div>
          <Progress
            value={percent}
            aria-labelledby={progressId}
            aria-describedby={`${progressId}-step`}
            className="mt-2"
          />
          <p id={`${progressId}-step`} className={cn('mt-1 text-xs', secondaryText)}>
            {stepCaption(presentation, card)}
          </p>
        </div>
      ) : null}

      {!learning && <MembersIndicators card={card} className={secondaryText} />}

      {locked ? (
        opensWhen !== null ? (
          <p className="mt-auto flex items-center gap-2 pt-5 text-sm font-medium">
            <Lock className="size-4 shrink-0" aria-hidden />
            {opensWhen}
          </p>
        ) : null
      ) : (
        <div className="mt-auto pt-5">
          {learning ? <LearningActions card={card} titleId={titleId} /> : <MembersAction card={card} />}
        </div>
      )}
    </article>
  );
}
