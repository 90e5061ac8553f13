/** The four skill areas of the program on the /learning landing (training-program.md §2 "Learning area"). */
import { DollarSign, Megaphone, Palette, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';

const icons: Record<(typeof m.landing.skills)[number]['key'], LucideIcon> = {
  marketing: Megaphone,
  production: SlidersHorizontal,
  revenue: DollarSign,
  image: Palette,
};

/** Marketing, Production, Revenue Streams and Image Development. */
export function LearningSkills() {
  return (
    <section aria-labelledby="learning-skills-heading">
      <h2 id="learning-skills-heading" className="text-center text-3xl font-black tracking-tight">
        {m.landing.skillsTitle}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {m.landing.skills.map(({ key, title, text }) => {
          const Icon = icons[key];
          return (
            <li key={key} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <Icon className="size-8 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
