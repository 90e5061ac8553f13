/**
 * The dashboard's grid of module cards (training-program.md §2 item 4): the six modules by month, each with the
 * artist's progress. §8 'Failed to load modules' with 'Try again'; skeleton cards while loading. Without the
 * progress (its own failure is shown above the grid) the cards still open their module.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { programDashboardMessages as m, programPageMessages } from '@shared/messages/program';
import type { ProgramModuleSummary, ProgramProgressList } from '@shared/schemas/program';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailure } from '@web/components/load-failure';
import { useProgramModules } from '../api/list-modules';
import { ModuleCard } from './module-card';

function Cards({
  modules,
  progress,
}: {
  modules: ProgramModuleSummary[];
  progress: ProgramProgressList | undefined;
}) {
  if (modules.length === 0) {
    return <p className="text-muted-foreground">{programPageMessages.dashboard.noModules}</p>;
  }
  const rows = new Map(progress?.progress.map((row) => [row.moduleId, row]));
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {modules.map((module) => (
        <li key={module.id}>
          <ModuleCard module={module} progress={rows.get(module.id)} />
        </li>
      ))}
    </ul>
  );
}

export function ModuleGrid({ progress }: { progress: UseQueryResult<ProgramProgressList> }) {
  const modules = useProgramModules();
  return (
    <section aria-labelledby="modules-title" className="space-y-4">
      <h2 id="modules-title" className="text-2xl font-bold tracking-tight">
        {m.modulesTitle}
      </h2>
      {modules.data && (progress.data || progress.isError) ? (
        <Cards modules={modules.data} progress={progress.data} />
      ) : modules.isError ? (
        <LoadFailure
          text={m.modulesFailure}
          onRetry={() => void modules.refetch()}
          retrying={modules.isFetching}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          <p className="sr-only">{m.loading}</p>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} className="h-80" />
          ))}
        </div>
      )}
    </section>
  );
}
