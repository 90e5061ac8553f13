/**
 * The schedule page (site-and-portals.md §2.7): the 'Let's talk business' hero, the artist-consultation card,
 * the 'what you get' trio and a closing call to action (book a strategy call, or send a message).
 */
import { ExternalLink, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { publicPageMessages } from '@shared/messages/site';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { ConsultationCard } from '@web/features/schedule/components/consultation-card';
import { WhatYouGet } from '@web/features/schedule/components/what-you-get';
import { site } from '@web/lib/site';
import { PublicPage } from '@web/components/public-page';

const m = publicPageMessages.schedule;

/** `/schedule` (§2.7). */
export default function SchedulePage() {
  return (
    <PublicPage intro={m}>
      <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pb-20 sm:px-6">
        <ConsultationCard />
        <WhatYouGet />

        <section
          aria-labelledby="schedule-cta-heading"
          className="rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12"
        >
          <h2 id="schedule-cta-heading" className="text-3xl font-black tracking-tight">
            {m.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{m.ctaText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={site.urls.bookingPage} target="_blank" rel="noopener noreferrer">
                {m.bookStrategyCall}
                <ExternalLink aria-hidden />
                <NewTabHint />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">
                <MessageSquare aria-hidden />
                {m.sendMessage}
              </Link>
            </Button>
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
