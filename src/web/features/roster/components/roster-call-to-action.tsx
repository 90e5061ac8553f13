/** The roster page's closing call to action (site-and-portals.md §2.8): email a submission or book a meeting. */
import { CalendarDays, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { publicPageMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

/** A mailto link to the submissions address and a link to `/schedule`. */
const m = publicPageMessages.roster;

export function RosterCallToAction() {
  return (
    <section
      aria-labelledby="roster-cta-heading"
      className="rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12"
    >
      <h2 id="roster-cta-heading" className="text-3xl font-black tracking-tight">
        {m.ctaTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
        {m.ctaTextBefore}{' '}
        <a
          className="font-semibold text-foreground underline underline-offset-4 hover:no-underline"
          href={`mailto:${site.addresses.submissions}`}
        >
          {site.addresses.submissions}
        </a>
        {m.ctaTextAfter}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={`mailto:${site.addresses.submissions}`}>
            <Mail aria-hidden />
            {m.submitMusic}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/schedule">
            <CalendarDays aria-hidden />
            {m.scheduleMeeting}
          </Link>
        </Button>
      </div>
    </section>
  );
}
