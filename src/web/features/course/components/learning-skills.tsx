/** The four skill areas of the program on the /learning landing (training-program.md §2 "Learning area"). */
import { DollarSign, Megaphone, Palette, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import { IconCardSection } from '@web/components/icon-card-section';

const icons: Record<(typeof m.landing.skills)[number]['key'], LucideIcon> = {
  marketing: Megaphone,
  production: SlidersHorizontal,
  revenue: DollarSign,
  image: Palette,
};

/** Marketing, Production, Revenue Streams and Image Development. */
export function LearningSkills() {
  return (
    <IconCardSection
      headingId="learning-skills-heading"
      title={m.landing.skillsTitle}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      cards={m.landing.skills.map(({ key, title, text }) => ({ title, text, icon: icons[key] }))}
    />
  );
}
