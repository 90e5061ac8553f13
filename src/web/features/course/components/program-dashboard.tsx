/**
 * /program-dashboard (training-program.md §2 item 4, §4, §8 "Dashboard", §9): the header with the greeting and
 * the program's buttons, the progress figures, the Achievements panel and the module cards. Each part loads on its
 * own, with its own skeleton and its own §8 failure and 'Try again'.
 */
import type { GateAccount } from '@web/lib/auth/components/session-gate';
import { useProgramProgress } from '../api/get-progress';
import { AchievementsPanel } from './achievements-panel';
import { DashboardHeader } from './dashboard-header';
import { ModuleGrid } from './module-grid';
import { ProgressOverview } from './progress-overview';

export function ProgramDashboard({ account }: { account: GateAccount }) {
  const progress = useProgramProgress();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <DashboardHeader account={account} />
      <ProgressOverview query={progress} />
      <AchievementsPanel />
      <ModuleGrid progress={progress} />
    </div>
  );
}
