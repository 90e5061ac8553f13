/** A queued email's status as a badge (issue "Staff operations" item 6): one look per status, theme tokens only. */
import type { VariantProps } from 'class-variance-authority';
import { emailMessages as m } from '@shared/messages/emails';
import type { EmailStatus } from '@shared/limits/emails';
import { Badge, type badgeVariants } from '@web/components/ui/badge';

/** The badge variant of each status: a failure stands out, a queued email is marked, a sent one recedes. */
const STATUS_VARIANT = {
  failed: 'default',
  pending: 'accent',
  sent: 'secondary',
} as const satisfies Record<EmailStatus, VariantProps<typeof badgeVariants>['variant']>;

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{m.statuses[status]}</Badge>;
}
