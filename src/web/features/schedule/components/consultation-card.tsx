/** The artist-consultation card of the schedule page (site-and-portals.md §2.7). */
import { CalendarDays, Check, Clock, ExternalLink } from 'lucide-react';
import { CONSULTATION_MINUTES } from '@shared/constants';
import { publicPageMessages } from '@shared/messages/site';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

const m = publicPageMessages.schedule;

/** One bookable session type with a link to the external booking page (new tab). */
export function ConsultationCard() {
  return (
    <article
      aria-labelledby="consultation-heading"
      className="mx-auto max-w-3xl rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary"
          aria-hidden
        >
          <CalendarDays className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="consultation-heading" className="text-2xl font-black tracking-tight">
            {m.consultationTitle}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden />
            {m.consultationFacts(CONSULTATION_MINUTES)}
          </p>
          <p className="mt-4 text-muted-foreground">{m.consultationText}</p>
          <ul className="mt-4 grid gap-2">
            {m.consultationAgenda.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
            <a href={site.urls.bookingPage} target="_blank" rel="noopener noreferrer">
              {m.bookConsultation}
              <ExternalLink aria-hidden />
              <NewTabHint />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
