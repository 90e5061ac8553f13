/**
 * The count of new inbox items as a badge beside a control's label (issue "Staff operations" item 1). The number
 * is hidden from assistive technology: the control carries it in its name instead (utils/new-count-name.ts, e.g.
 * "Inbox, 3 new"). Nothing is shown for none.
 */
import { Badge } from '@web/components/ui/badge';

export function NewCountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge aria-hidden className="px-2">
      {count}
    </Badge>
  );
}
