/**
 * How a milestone's badge looks (training-program.md §3 milestones: badge_icon, badge_color): the lucide icon named
 * by `badgeIcon` (Trophy by default) and the theme classes of `badgeColor` (tokens `--badge-*` in the stylesheet,
 * one value per theme).
 */
import {
  Award,
  Brain,
  Calendar,
  CheckCircle,
  Play,
  Star,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { BadgeColor, BadgeIcon } from '@shared/program/milestone-rules';

/** The icon of each `badgeIcon` (§3). */
const BADGE_ICON_COMPONENTS: Record<BadgeIcon, LucideIcon> = {
  Trophy,
  Award,
  Target,
  Brain,
  CheckCircle,
  Play,
  Star,
  Calendar,
};

/** The icon for `name`; Trophy for a name the catalogue does not know (§3 "default Trophy"). */
export function badgeIconComponent(name: string): LucideIcon {
  return BADGE_ICON_COMPONENTS[name as BadgeIcon] ?? Trophy;
}

/** The badge's disc: its colour and the icon's colour on it (written out whole so Tailwind generates them). */
export const BADGE_COLOR_CLASSES: Record<BadgeColor, string> = {
  gold: 'bg-badge-gold text-badge-foreground',
  blue: 'bg-badge-blue text-badge-foreground',
  green: 'bg-badge-green text-badge-foreground',
  purple: 'bg-badge-purple text-badge-foreground',
  rose: 'bg-badge-rose text-badge-foreground',
  teal: 'bg-badge-teal text-badge-foreground',
};
