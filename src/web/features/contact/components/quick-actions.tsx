/** Quick actions of the contact page (site-and-portals.md §2.9): submit music, schedule a meeting. */
import { CalendarDays, ExternalLink, Music } from 'lucide-react';
import { Link } from 'react-router';
import { publicPageMessages } from '@shared/messages/site';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

/** The external demo form (new tab) and the internal schedule page. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="quick-actions-heading" className="text-xl font-bold">
        {publicPageMessages.contact.quickActionsTitle}
      </h2>
      <div className="mt-6 grid gap-3">
        <Button asChild variant="outline" className="h-auto justify-start py-3">
          <a href={site.urls.demoForm} target="_blank" rel="noopener noreferrer">
            <Music aria-hidden />
            {publicPageMessages.contact.submitMusic}
            <ExternalLink className="ml-auto" aria-hidden />
            <NewTabHint />
          </a>
        </Button>
        <Button asChild variant="outline" className="h-auto justify-start py-3">
          <Link to="/schedule">
            <CalendarDays aria-hidden />
            {publicPageMessages.contact.scheduleMeeting}
          </Link>
        </Button>
      </div>
    </section>
  );
}
