/** The four touring service cards (site-and-portals.md §2.11). */
import { Handshake, Megaphone, Route, Workflow } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';

interface TouringService {
  title: string;
  text: string;
  icon: LucideIcon;
}

const texts = publicPageMessages.touring.services;

const services: readonly TouringService[] = [
  { ...texts.routing, icon: Route },
  { ...texts.outreach, icon: Handshake },
  { ...texts.marketing, icon: Megaphone },
  { ...texts.pipeline, icon: Workflow },
];

/** Tour Route Planning, Venue & Promoter Outreach, Marketing & Promotion and Pipeline Access. */
export function TouringServicesList() {
  return (
    <section aria-labelledby="touring-services-heading">
      <h2 id="touring-services-heading" className="text-center text-3xl font-black tracking-tight">
        {publicPageMessages.touring.servicesTitle}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <Icon className="size-8 text-primary" aria-hidden />
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
