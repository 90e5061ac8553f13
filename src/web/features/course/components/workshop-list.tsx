/**
 * The Upcoming Workshops card of the enrolled view (training-program.md §2 "An Upcoming Workshops placeholder is
 * shown"; issue "Learning area" item 3: live workshops from `content/learning/workshops.yaml`): each workshop's date
 * and time with its time zone, title, host, description and 'Book a Seat' (the booking page, in a new tab).
 */
import { CalendarDays, ExternalLink } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import type { Workshop } from '@shared/schemas/learning';
import { NewTabHint } from '@web/components/new-tab-hint';
import { LoadFailure } from '@web/components/load-failure';
import { Button } from '@web/components/ui/button';
import { useWorkshops } from '../api/list-workshops';
import { formatStart } from '@web/lib/format-date';
import { LearningSkeleton } from './learning-skeleton';

function WorkshopItem({ workshop, index }: { workshop: Workshop; index: number }) {
  const titleId = `workshop-${index}-title`;
  return (
    <li className="border-t pt-5 first:border-t-0 first:pt-0">
      <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        <time dateTime={workshop.date}>{formatStart(workshop.date)}</time>
      </p>
      <h3 id={titleId} className="mt-2 font-bold leading-snug">
        {workshop.title}
      </h3>
      <p className="mt-1 text-sm">{m.hostedBy(workshop.host)}</p>
      <p className="mt-2 text-sm text-muted-foreground">{workshop.description}</p>
      <Button asChild size="sm" variant="outline" className="mt-3">
        <a href={workshop.bookingUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
          {m.bookWorkshop}
          <ExternalLink aria-hidden />
          <NewTabHint />
        </a>
      </Button>
    </li>
  );
}

function WorkshopsBody() {
  const workshops = useWorkshops();
  if (workshops.isPending) {
    return (
      <div role="status" className="grid gap-5">
        <span className="sr-only">{m.loadingWorkshops}</span>
        {[0, 1].map((index) => (
          <div key={index}>
            <LearningSkeleton className="h-4 w-1/2" />
            <LearningSkeleton className="mt-3 h-5 w-5/6" />
            <LearningSkeleton className="mt-2 h-4 w-full" />
            <LearningSkeleton className="mt-3 h-9 w-28" />
          </div>
        ))}
      </div>
    );
  }
  if (workshops.isError) {
    return (
      <LoadFailure
        text={m.workshopsLoadFailure}
        onRetry={() => void workshops.refetch()}
        retrying={workshops.isFetching}
        className="text-sm"
      />
    );
  }
  if (workshops.data.length === 0) return <p className="text-sm text-muted-foreground">{m.noWorkshops}</p>;
  return (
    <ul className="grid gap-5">
      {workshops.data.map((workshop, index) => (
        <WorkshopItem key={`${workshop.date}-${workshop.title}`} workshop={workshop} index={index} />
      ))}
    </ul>
  );
}

export function WorkshopList() {
  return (
    <section
      aria-labelledby="learning-workshops-heading"
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="learning-workshops-heading" className="text-xl font-black tracking-tight">
        {m.workshopsTitle}
      </h2>
      <div className="mt-5">
        <WorkshopsBody />
      </div>
    </section>
  );
}
