import { CalendarClock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { homeMessages } from '@shared/messages/site';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

/**
 * Call to action (site-and-portals.md §2.4 item 5): 'JOIN THE MOVEMENT' with the internal 'Artist Development
 * Program' link (/artist-development) and the external 'Book Strategy Call' button (booking page, new tab).
 */
export function JoinCtaSection() {
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl border border-border/60 bg-card px-6 py-14 text-center shadow-sm sm:px-12 md:py-20">
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,var(--color-primary)_0%,transparent_55%),radial-gradient(ellipse_at_bottom_right,var(--color-accent)_0%,transparent_50%)] opacity-20"
          aria-hidden
        />
        <h2
          id="join-title"
          className="text-4xl font-black tracking-tight text-balance sm:text-5xl md:text-6xl"
        >
          {homeMessages.joinTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">
          {homeMessages.joinText}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/artist-development">
              <Sparkles aria-hidden />
              {homeMessages.joinProgram}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href={site.urls.bookingPage} target="_blank" rel="noopener noreferrer">
              <CalendarClock aria-hidden />
              {homeMessages.joinBookCall}
              <NewTabHint />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
