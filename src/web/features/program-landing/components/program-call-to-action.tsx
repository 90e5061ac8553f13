/**
 * The closing call to action (training-program.md §2 item 1): APPLY NOW and CONTACT US (a mail link to the program
 * admin address of the site configuration), beside the Application Details box with the prerequisite.
 */
import { Mail } from 'lucide-react';
import { programLandingMessages } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';
import { PROGRAM_PREREQUISITE } from '../utils/program-content';
import { Island } from '@web/lib/island';
import { ApplyNow } from './apply-now';

/** What the Application Details box lists: the prerequisite first. */
const details = [
  { term: programLandingMessages.details.prerequisite, text: PROGRAM_PREREQUISITE },
  programLandingMessages.details.length,
  programLandingMessages.details.format,
  programLandingMessages.details.apply,
];

export function ProgramCallToAction() {
  const address = site.addresses.program;
  return (
    <section
      aria-labelledby="program-cta-heading"
      className="grid gap-8 rounded-2xl border bg-card px-6 py-12 text-card-foreground shadow-sm sm:px-12 lg:grid-cols-[3fr_2fr] lg:items-center"
    >
      <div className="text-center lg:text-left">
        <h2 id="program-cta-heading" className="text-3xl font-black tracking-tight sm:text-4xl">
          {programLandingMessages.ctaTitle}
        </h2>
        <p className="mt-4 text-muted-foreground">
          {programLandingMessages.ctaTextBefore}{' '}
          <a href={`mailto:${address}`} className="font-medium text-foreground underline underline-offset-4">
            {address}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
          <Island name="apply-now" component={ApplyNow} props={{}} when="interaction" />
          <Button asChild size="lg" variant="outline">
            <a href={`mailto:${address}`}>
              <Mail aria-hidden />
              {programLandingMessages.contactUs}
            </a>
          </Button>
        </div>
      </div>
      <aside aria-labelledby="application-details-heading" className="rounded-xl border bg-background p-6">
        <h3 id="application-details-heading" className="text-lg font-bold">
          {programLandingMessages.detailsTitle}
        </h3>
        <dl className="mt-4 grid gap-3 text-sm">
          {details.map(({ term, text }) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </section>
  );
}
