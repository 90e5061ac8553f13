/**
 * The Achievements panel (training-program.md §2 item 4, §3 milestones and user_milestones, §9 "Achievements"):
 * the percent of milestones earned (rounded), the total points, and the 3 most recent badges with their icon and
 * colour. Loading it runs the server's milestone check; it loads once more after 1 second (§7, §9).
 */
import { Trophy } from 'lucide-react';
import { createElement } from 'react';
import { courseMessages } from '@shared/messages/learning';
import { achievementMessages as m, programPageMessages } from '@shared/messages/program';
import type { EarnedMilestone } from '@shared/schemas/program';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailure } from '@web/components/load-failure';
import { formatDay } from '@web/lib/format-date';
import { cn } from '@web/lib/utils';
import { useAchievements } from '../api/get-program-dashboard';
import { BADGE_COLOR_CLASSES, badgeIconComponent } from '../utils/badge-style';

const t = programPageMessages.achievements;

/** One earned badge: the icon on its colour, the title, what it is for, when and its points. */
function EarnedBadge({ earned }: { earned: EarnedMilestone }) {
  const { milestone } = earned;
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          BADGE_COLOR_CLASSES[milestone.badgeColor],
        )}
      >
        {createElement(badgeIconComponent(milestone.badgeIcon), { className: 'size-5' })}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{milestone.title}</p>
        <p className="text-sm text-muted-foreground">{milestone.description}</p>
        <p className="text-xs text-muted-foreground">{t.earnedOn(formatDay(earned.earnedAt))}</p>
      </div>
      <Badge variant="secondary" className="shrink-0">
        {m.earned(milestone.points)}
      </Badge>
    </li>
  );
}

export function AchievementsPanel() {
  const query = useAchievements();
  const data = query.data;
  return (
    <Card aria-labelledby="achievements-title" role="region">
      <CardHeader>
        <h2 id="achievements-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <Trophy aria-hidden className="size-5 text-primary" />
          {m.title}
        </h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {data ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-2xl font-bold tabular-nums">
                {courseMessages.percentComplete(data.percentComplete)}
              </p>
              <p className="font-semibold text-primary">{m.totalPoints(data.totalPoints)}</p>
            </div>
            <Progress value={data.percentComplete} aria-label={t.progressLabel} />
            <p className="text-sm text-muted-foreground">
              {t.earnedCount(data.earnedCount, data.totalMilestones)}
            </p>
            <h3 className="pt-2 font-semibold">{m.recent}</h3>
            {data.recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.none}</p>
            ) : (
              <ul className="space-y-4">
                {data.recent.map((earned) => (
                  <EarnedBadge key={earned.milestone.id} earned={earned} />
                ))}
              </ul>
            )}
          </>
        ) : query.isError ? (
          <LoadFailure text={m.failure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <div className="space-y-3">
            <p className="sr-only">{m.loading}</p>
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
