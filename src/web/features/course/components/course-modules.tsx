/**
 * The module cards of the one course, for both views (training-program.md §2 "Enrolled" of the learning area and §2
 * item 4 of the members dashboard; issue "One course"), in course order. Each presentation keeps its view's layout
 * and texts:
 *
 * - `learning`: grouped under 'Month N' (months in order of first appearance: the server orders by month, then
 *   week), one card a row.
 * - `members`: under 'Modules', a grid; while the dashboard loads, skeleton cards; when it failed, §8 'Failed to load
 *   modules' with 'Try again'; with no modules, says so.
 */
import { programDashboardMessages as dm, programPageMessages } from '@shared/messages/program';
import type { ModuleCard } from '@shared/schemas/learning';
import { LoadFailure } from '@web/components/load-failure';
import { Skeleton } from '@web/components/ui/skeleton';
import type { CoursePresentation } from '../utils/course-presentation';
import { CourseModuleCard } from './course-module-card';

/** One headed list of cards. */
interface ModuleGroup {
  headingId: string;
  heading: string;
  /** Undefined while the modules load. */
  modules: ModuleCard[] | undefined;
}

/** The modules by month, months in order of first appearance. */
function byMonth(modules: ModuleCard[]): ModuleGroup[] {
  const groups = new Map<number, ModuleCard[]>();
  for (const card of modules) {
    const group = groups.get(card.monthNumber);
    if (group) group.push(card);
    else groups.set(card.monthNumber, [card]);
  }
  return [...groups].map(([month, cards]) => ({
    headingId: `learning-month-${month}`,
    heading: dm.month(month),
    modules: cards,
  }));
}

/** Each presentation's headings and list layout. */
const LAYOUTS = {
  learning: { heading: 'text-2xl font-black tracking-tight', list: 'grid gap-4' },
  members: { heading: 'text-2xl font-bold tracking-tight', list: 'grid gap-6 md:grid-cols-2 xl:grid-cols-3' },
} as const;

/** Where the modules are in their load, when they come from a request of their own (the members dashboard). */
interface ModulesLoad {
  /** The request failed (and no modules are shown). */
  failed: boolean;
  /** 'Try again'. */
  retry: () => void;
  retrying: boolean;
}

export interface CourseModulesProps {
  presentation: CoursePresentation;
  /** The modules in course order; undefined while they load. */
  modules: ModuleCard[] | undefined;
  /** The load of `modules`, when they may still be loading or have failed. */
  load?: ModulesLoad;
}

/** The module cards (see the module comment). */
export function CourseModules({ presentation, modules, load }: CourseModulesProps) {
  const layout = LAYOUTS[presentation];
  const groups: ModuleGroup[] =
    presentation === 'learning'
      ? byMonth(modules ?? [])
      : [{ headingId: 'modules-title', heading: dm.modulesTitle, modules }];
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group.headingId} aria-labelledby={group.headingId} className="space-y-4">
          <h2 id={group.headingId} className={layout.heading}>
            {group.heading}
          </h2>
          {group.modules ? (
            group.modules.length === 0 ? (
              <p className="text-muted-foreground">{programPageMessages.dashboard.noModules}</p>
            ) : (
              <ul className={layout.list}>
                {group.modules.map((card) => (
                  <li key={card.id}>
                    <CourseModuleCard card={card} presentation={presentation} />
                  </li>
                ))}
              </ul>
            )
          ) : load?.failed ? (
            <LoadFailure text={dm.modulesFailure} onRetry={load.retry} retrying={load.retrying} />
          ) : (
            <div className={layout.list}>
              <p className="sr-only">{dm.loading}</p>
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <Skeleton key={n} className="h-80" />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
