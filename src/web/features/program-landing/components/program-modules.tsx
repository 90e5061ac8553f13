/** The six module cards, one per month (training-program.md §2 item 1, §9). */
import { programDashboardMessages, programLandingMessages } from '@shared/messages/program';
import { PROGRAM_MODULES } from '../utils/program-content';

export function ProgramModules() {
  return (
    <section aria-labelledby="program-modules-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="program-modules-heading" className="text-3xl font-black tracking-tight">
          {programLandingMessages.modulesTitle}
        </h2>
        <p className="mt-4 text-muted-foreground">{programLandingMessages.modulesLead}</p>
      </div>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PROGRAM_MODULES.map((module) => (
          <li
            key={module.month}
            className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">
              {programDashboardMessages.month(module.month)}
            </p>
            <h3 className="mt-2 text-lg font-bold">{module.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{module.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
