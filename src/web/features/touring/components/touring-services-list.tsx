/** The four touring service cards (site-and-portals.md §2.11). */
import { Handshake, Megaphone, Route, Workflow } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';

interface TouringService {
  title: string;
  text: string;
  icon: LucideIcon;
}

const services: readonly TouringService[] = [
  {
    title: 'Tour Route Planning',
    text: 'Routing built around your streaming data and fan base: the right cities, in the right order, with sensible travel days and budgets.',
    icon: Route,
  },
  {
    title: 'Venue & Promoter Outreach',
    text: 'We pitch you to venues and promoters we work with every week, negotiate the offers and keep the paperwork straight.',
    icon: Handshake,
  },
  {
    title: 'Marketing & Promotion',
    text: 'Show announcements, local press, targeted ads and content plans that turn listeners in each market into ticket buyers.',
    icon: Megaphone,
  },
  {
    title: 'Pipeline Access',
    text: 'Support slots, festival submissions and co-headline opportunities from our touring pipeline, shared with artists ready for them.',
    icon: Workflow,
  },
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
