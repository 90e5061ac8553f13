/**
 * The hero of the program landing page (training-program.md §2 item 1): the program, APPLY NOW, and LEARN MORE,
 * which scrolls to the Program Overview.
 */
import { programLandingMessages } from '@shared/messages/program';
import { Island } from '@web/lib/island';
import { ApplyNow } from './apply-now';
import { LearnMoreLink } from './learn-more-link';
import { PROGRAM_COURSE_NAME } from '@shared/schemas/certificates';

export interface ProgramHeroProps {
  /** Id of the overview section LEARN MORE scrolls to. */
  overviewId: string;
  /** Id of the overview's heading (focusable with tabIndex -1), which takes focus so keyboard users land there. */
  overviewHeadingId: string;
}

export function ProgramHero({ overviewId, overviewHeadingId }: ProgramHeroProps) {
  return (
    <section aria-labelledby="program-hero-heading" className="relative isolate overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-15"
        aria-hidden
      />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {programLandingMessages.eyebrow}
        </p>
        <h1
          id="program-hero-heading"
          className="mt-3 text-4xl font-black tracking-tight text-balance sm:text-6xl"
        >
          {PROGRAM_COURSE_NAME}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          {programLandingMessages.heroLead}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Island
            name="apply-now"
            component={ApplyNow}
            props={{ className: 'w-full sm:w-auto' }}
            when="interaction"
          />
          <Island
            name="learn-more"
            component={LearnMoreLink}
            props={{ overviewId, overviewHeadingId }}
            when="interaction"
          />
        </div>
      </div>
    </section>
  );
}
