/**
 * The dashboard's progress figures (training-program.md §2 item 4, §3 "Progress summary"): the overall progress
 * (the average of the modules' members percentages) with its bar and a caption saying it is that average (issue 38
 * item 2), modules completed out of the program's, and the total number of modules. §8 'Failed to load progress' with 'Try again'.
 */
import type { ReactNode } from 'react';
import { programDashboardMessages as m, programPageMessages } from '@shared/messages/program';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailure } from '@web/components/load-failure';
import type { ProgramCourseState } from '../hooks/use-program-course';
import type { CourseFigures } from '../utils/module-progress';

const t = programPageMessages.dashboard;

/** One figure: its label as the card's heading, and the value. */
function Figure({
  id,
  label,
  value,
  children,
}: {
  id: string;
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-bold tabular-nums">{value}</p>
        {children}
      </CardContent>
    </Card>
  );
}

export function ProgramProgressOverview({
  course,
  figures,
}: {
  course: ProgramCourseState;
  figures: CourseFigures | undefined;
}) {
  if (course.failed) {
    return <LoadFailure text={m.progressFailure} onRetry={course.retry} retrying={course.retrying} />;
  }
  if (!figures) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-32" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure id="overall-progress" label={m.overallProgress} value={t.percent(figures.averagePercent)}>
        <Progress
          value={figures.averagePercent}
          aria-labelledby="overall-progress"
          aria-describedby="overall-progress-counts"
        />
        <p id="overall-progress-counts" className="text-sm text-muted-foreground">
          {m.overallProgressCounts(figures.totalModules)}
        </p>
      </Figure>
      <Figure
        id="modules-completed"
        label={m.modulesCompleted}
        value={t.completedOf(figures.completedModules, figures.totalModules)}
      />
      <Figure id="total-modules" label={m.totalModules} value={String(figures.totalModules)} />
    </div>
  );
}
