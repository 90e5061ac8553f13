/**
 * The public artist intake page (site-and-portals.md §2.10): the program heading and text, and the intake form.
 */
import { CalendarCheck, Mic, Users } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';
import { ArtistIntakeForm } from '@web/features/artist-intake/components/artist-intake-form';
import { Island } from '@web/lib/island';
import { PublicPage } from '@web/components/public-page';

const m = publicPageMessages.artistIntake;

const pillars = [
  { icon: CalendarCheck, text: m.pillars.months },
  { icon: Mic, text: m.pillars.strategy },
  { icon: Users, text: m.pillars.introductions },
];

/** `/artist-intake` (§2.10). */
export default function ArtistIntakePage() {
  return (
    <PublicPage
      intro={m}
      introExtra={
        <ul className="mt-8 grid gap-3 text-left sm:grid-cols-3 sm:text-center">
          {pillars.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm sm:flex-col sm:gap-2">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      }
    >
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <section
          aria-labelledby="intake-form-heading"
          className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <h2 id="intake-form-heading" tabIndex={-1} className="mb-2 text-2xl font-bold focus:outline-none">
            {m.formTitle}
          </h2>
          <Island
            name="artist-intake-form"
            component={ArtistIntakeForm}
            props={{ headingId: 'intake-form-heading' }}
            when="interaction"
          />
        </section>
      </div>
    </PublicPage>
  );
}
