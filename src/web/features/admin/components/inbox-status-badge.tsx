/** An inbox item's status as a badge (issue "Staff operations" item 1): one look per status, theme tokens only. */
import type { VariantProps } from 'class-variance-authority';
import { inboxMessages as m } from '@shared/messages/inbox';
import type { InboxStatus } from '@shared/limits/inbox';
import { Badge, type badgeVariants } from '@web/components/ui/badge';

/** The badge variant of each status: new stands out, work in progress is marked, done and archived recede. */
const STATUS_VARIANT = {
  new: 'default',
  'in-progress': 'accent',
  done: 'secondary',
  archived: 'outline',
} as const satisfies Record<InboxStatus, VariantProps<typeof badgeVariants>['variant']>;

export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{m.statuses[status]}</Badge>;
}
