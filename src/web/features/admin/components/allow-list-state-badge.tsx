/** An allow-list entry's state as a badge (issue "Staff operations" item 3): enabled stands out, disabled recedes. */
import { allowListMessages as m } from '@shared/messages/allow-lists';
import { Badge } from '@web/components/ui/badge';

export function AllowListStateBadge({ isEnabled }: { isEnabled: boolean }) {
  return isEnabled ? <Badge>{m.enabled}</Badge> : <Badge variant="outline">{m.disabled}</Badge>;
}
