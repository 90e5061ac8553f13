/**
 * The hero of the /learning marketing landing (training-program.md §2 "Learning area": "a marketing landing
 * (certification included; skill areas marketing, production, revenue streams, image development; 6 modules of 3-5
 * hours each)"). Static: it is the same in the prerendered HTML and on every render, except for `note`, which the
 * page only passes once the session is known.
 */
import { Award, BookOpen, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { learningMessages as m } from '@shared/messages/learning';
import { Button } from '@web/components/ui/button';

const highlightIcons = { certification: Award, modules: BookOpen, hours: Clock } as const;
const highlights = (Object.keys(highlightIcons) as (keyof typeof highlightIcons)[]).map((key) => ({
  key,
  icon: highlightIcons[key],
  ...m.landing.highlights[key],
}));

export interface LearningHeroProps {
  /** The id of the course list section, for the 'View Courses' link. */
  coursesId: string;
  /** 'Enroll Now': the page sends a visitor to sign in. */
  onEnroll: () => void;
  /** A short note under the hero (e.g. for a signed-in account that is not an approved artist). */
  note?: ReactNode;
}

export function LearningHero({ coursesId, onEnroll, note }: LearningHeroProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
        {m.landing.eyebrow}
      </p>
      <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">{m.landing.title}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{m.landing.lead}</p>

      <ul aria-label={m.landing.highlightsLabel} className="mt-10 grid gap-4 text-left sm:grid-cols-3">
        {highlights.map(({ key, icon: Icon, title, text }) => (
          <li key={key} className="flex gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
            <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="block font-bold">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button type="button" size="lg" onClick={onEnroll}>
          {m.enrollNow}
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={`#${coursesId}`}>{m.landing.viewCourses}</a>
        </Button>
      </div>

      {note ? (
        <p className="mx-auto mt-6 flex max-w-2xl items-start gap-2 rounded-lg border bg-muted px-4 py-3 text-left text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>{note}</span>
        </p>
      ) : null}
    </section>
  );
}
