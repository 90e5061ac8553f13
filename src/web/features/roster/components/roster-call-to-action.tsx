/** The roster page's closing call to action (site-and-portals.md §2.8): email a submission or book a meeting. */
import { CalendarDays, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

/** A mailto link to the submissions address and a link to `/schedule`. */
export function RosterCallToAction() {
  return (
    <section
      aria-labelledby="roster-cta-heading"
      className="rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12"
    >
      <h2 id="roster-cta-heading" className="text-3xl font-black tracking-tight">
        Think you belong on this roster?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
        We are always listening. Send your best three tracks and a short bio to our A&amp;R team at{' '}
        <a
          className="font-semibold text-foreground underline underline-offset-4 hover:no-underline"
          href={`mailto:${site.addresses.submissions}`}
        >
          {site.addresses.submissions}
        </a>
        , or book a meeting to talk about where your music is heading.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={`mailto:${site.addresses.submissions}`}>
            <Mail aria-hidden />
            Submit Your Music
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/schedule">
            <CalendarDays aria-hidden />
            Schedule a Meeting
          </Link>
        </Button>
      </div>
    </section>
  );
}
