/** The modules of the enrolled view, grouped under 'Month N' in course order (training-program.md §2 "Enrolled"). */
import { programDashboardMessages } from '@shared/messages/program';
import type { ModuleCard } from '@shared/schemas/learning';
import { CourseModuleCard } from './course-module-card';

/** The modules by month, months in order of first appearance (the server orders by month, then week). */
function byMonth(modules: ModuleCard[]): { month: number; modules: ModuleCard[] }[] {
  const groups = new Map<number, ModuleCard[]>();
  for (const card of modules) {
    const group = groups.get(card.monthNumber);
    if (group) group.push(card);
    else groups.set(card.monthNumber, [card]);
  }
  return [...groups].map(([month, cards]) => ({ month, modules: cards }));
}

export function CourseModules({ modules }: { modules: ModuleCard[] }) {
  return (
    <div className="flex flex-col gap-10">
      {byMonth(modules).map(({ month, modules: cards }) => {
        const headingId = `learning-month-${month}`;
        return (
          <section key={month} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-2xl font-black tracking-tight">
              {programDashboardMessages.month(month)}
            </h2>
            <ul className="mt-4 grid gap-4">
              {cards.map((card) => (
                <CourseModuleCard key={card.id} card={card} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
