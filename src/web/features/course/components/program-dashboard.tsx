/**
 * /program-dashboard (training-program.md §2 item 4, §4, §8 "Dashboard", §9): the header with the greeting and the
 * program's buttons (the learning area's view of the same course among them), the progress figures, "Continue where
 * you left off", the call to view the certificate once every module is completed, the Achievements panel and the
 * module cards, all from one request, `GET /api/program/dashboard` (the artist is enrolled on the first visit);
 * each part renders on its own, with its own skeleton and its own §8 failure and 'Try again'.
 */
import type { GateAccount } from '@web/lib/auth/components/session-gate';
import { useProgramCourseState } from '../hooks/use-program-course';
import { continueModule, courseFigures } from '../utils/module-progress';
import { AchievementsPanel } from './achievements-panel';
import { DashboardHeader } from './dashboard-header';
import { ProgramCertificateCall } from './program-certificate-call';
import { CourseModules } from './course-modules';
import { ProgramContinueCard } from './program-continue-card';
import { ProgramProgressOverview } from './program-progress-overview';

export function ProgramDashboard({ account }: { account: GateAccount }) {
  const course = useProgramCourseState();
  const view = course.view;
  const figures = view ? courseFigures(view.modules) : undefined;
  const next = view ? continueModule(view.modules, view.lastModuleId) : null;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <DashboardHeader account={account} />
      <ProgramProgressOverview course={course} figures={figures} />
      {figures?.allCompleted && <ProgramCertificateCall />}
      {next && !figures?.allCompleted && <ProgramContinueCard module={next.module} after={next.after} />}
      <AchievementsPanel />
      <CourseModules presentation="members" modules={view?.modules} load={course} />
    </div>
  );
}
