/** The schedule page's 'what you get' trio (site-and-portals.md §2.7). */
import { ClipboardCheck, Clock, Network } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';

interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

const texts = publicPageMessages.schedule.benefits;

const benefits: readonly Benefit[] = [
  { ...texts.assessment, icon: ClipboardCheck },
  { ...texts.sessions, icon: Clock },
  { ...texts.connections, icon: Network },
];

/** Professional assessment, 30-minute sessions and industry connections. */
export function WhatYouGet() {
  return (
    <section aria-labelledby="what-you-get-heading">
      <h2 id="what-you-get-heading" className="text-center text-3xl font-black tracking-tight">
        {publicPageMessages.schedule.whatYouGetTitle}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {benefits.map(({ title, text, icon: Icon }) => (
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
