/**
 * Program Overview (training-program.md §2 item 1) with its three highlights: 6 months self-paced, expert-led
 * video lessons, certified.
 */
import { Award, CalendarClock, PlayCircle, type LucideIcon } from 'lucide-react';
import { programLandingMessages } from '@shared/messages/program';
import { PROGRAM_HIGHLIGHTS, type ProgramHighlight } from '../utils/program-content';
import { PROGRAM_COURSE_NAME } from '@shared/schemas/certificates';

const ICONS: Record<ProgramHighlight['key'], LucideIcon> = {
  duration: CalendarClock,
  lessons: PlayCircle,
  certificate: Award,
};

export interface ProgramOverviewProps {
  /** Id of the section (LEARN MORE's target). */
  id: string;
  /** Id of the heading, focusable so LEARN MORE can move focus here. */
  headingId: string;
}

export function ProgramOverview({ id, headingId }: ProgramOverviewProps) {
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} tabIndex={-1} className="text-3xl font-black tracking-tight focus:outline-none">
          {programLandingMessages.overviewTitle}
        </h2>
        <p className="mt-4 text-muted-foreground">
          {programLandingMessages.overviewLead(PROGRAM_COURSE_NAME)}
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PROGRAM_HIGHLIGHTS.map((highlight) => {
          const Icon = ICONS[highlight.key];
          return (
            <li
              key={highlight.key}
              className="rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm"
            >
              <Icon className="mx-auto size-10 text-primary" aria-hidden />
              <h3 className="mt-4 text-2xl font-black tracking-tight">{highlight.title}</h3>
              <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {highlight.subtitle}
              </p>
              <p className="mt-3 text-sm text-muted-foreground">{highlight.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
