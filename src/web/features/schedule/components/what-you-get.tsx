/** The schedule page's 'what you get' trio (site-and-portals.md §2.7). */
import { ClipboardCheck, Clock, Network } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';
import { IconCardSection } from '@web/components/icon-card-section';

const m = publicPageMessages.schedule;

/** Professional assessment, 30-minute sessions and industry connections. */
export function WhatYouGet() {
  return (
    <IconCardSection
      headingId="what-you-get-heading"
      title={m.whatYouGetTitle}
      columns="md:grid-cols-3"
      cards={[
        { ...m.benefits.assessment, icon: ClipboardCheck },
        { ...m.benefits.sessions, icon: Clock },
        { ...m.benefits.connections, icon: Network },
      ]}
    />
  );
}
