/**
 * The department page's External Tools card (site-and-portals.md §2.13): an 'Open Webmail' link to the hosted
 * webmail of the site configuration, opened in a new tab.
 */
import { ExternalLink, Mail } from 'lucide-react';
import { useId } from 'react';
import { departmentMessages as m } from '@shared/messages/departments';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

/** 'External Tools' with the 'Open Webmail' link (§2.13). */
export function ExternalToolsCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h3 id={headingId} className="text-xl font-bold">
          {m.externalToolsTitle}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{m.externalToolsLead}</p>
      </div>
      <Button asChild variant="outline" className="self-start sm:self-auto">
        <a href={site.urls.webmail} target="_blank" rel="noopener noreferrer">
          <Mail aria-hidden />
          {m.openWebmail}
          <ExternalLink aria-hidden />
          <NewTabHint />
        </a>
      </Button>
    </section>
  );
}
