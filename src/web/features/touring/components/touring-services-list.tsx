/** The four touring service cards (site-and-portals.md §2.11). */
import { Handshake, Megaphone, Route, Workflow } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';
import { IconCardSection } from '@web/components/icon-card-section';

const m = publicPageMessages.touring;

/** Tour Route Planning, Venue & Promoter Outreach, Marketing & Promotion and Pipeline Access. */
export function TouringServicesList() {
  return (
    <IconCardSection
      headingId="touring-services-heading"
      title={m.servicesTitle}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      cards={[
        { ...m.services.routing, icon: Route },
        { ...m.services.outreach, icon: Handshake },
        { ...m.services.marketing, icon: Megaphone },
        { ...m.services.pipeline, icon: Workflow },
      ]}
    />
  );
}
