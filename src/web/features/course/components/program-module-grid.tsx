/**
 * The dashboard's grid of module cards (training-program.md §2 item 4): the program's modules in course order, each
 * with the artist's progress or how and when it opens. §8 'Failed to load modules' with 'Try again'; skeleton cards
 * while loading.
 */
import { programDashboardMessages as m, programPageMessages } from '@shared/messages/program';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailure } from '@web/components/load-failure';
import type { ProgramCourseState } from '../hooks/use-program-course';
import { ProgramModuleCard } from './program-module-card';

export function ProgramModuleGrid({ course }: { course: ProgramCourseState }) {
  const modules = course.view?.modules;
  return (
    <section aria-labelledby="modules-title" className="space-y-4">
      <h2 id="modules-title" className="text-2xl font-bold tracking-tight">
        {m.modulesTitle}
      </h2>
      {modules ? (
        modules.length === 0 ? (
          <p className="text-muted-foreground">{programPageMessages.dashboard.noModules}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {modules.map((module) => (
              <li key={module.id}>
                <ProgramModuleCard module={module} />
              </li>
            ))}
          </ul>
        )
      ) : course.failed ? (
        <LoadFailure text={m.modulesFailure} onRetry={course.retry} retrying={course.retrying} />
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
