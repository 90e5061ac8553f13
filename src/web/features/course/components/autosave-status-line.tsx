/**
 * The announced status line of an autosaved text (the notes and each worksheet answer, `useAutosavedText`): its
 * icon and colour per status, and the text each card gives ('Saved', 'Saving...', 'Unsaved changes', its failure).
 */
import { CheckCircle, Clock, Loader2, TriangleAlert } from 'lucide-react';
import { cn } from '@web/lib/utils';
import type { AutosaveStatus } from '../utils/autosave-status';

/** Each status's icon and colour. */
const LOOK = {
  saved: { icon: CheckCircle, className: 'text-success' },
  saving: { icon: Loader2, className: 'text-muted-foreground [&_svg]:animate-spin' },
  unsaved: { icon: Clock, className: 'text-muted-foreground' },
  failed: { icon: TriangleAlert, className: 'text-error' },
} satisfies Record<AutosaveStatus, { icon: unknown; className: string }>;

export interface AutosaveStatusLineProps {
  status: AutosaveStatus;
  /** What each status says. */
  texts: Record<AutosaveStatus, string>;
}

export function AutosaveStatusLine({ status, texts }: AutosaveStatusLineProps) {
  const { icon: Icon, className } = LOOK[status];
  return (
    <p role="status" aria-live="polite" className={cn('flex items-center gap-1.5 font-medium', className)}>
      <Icon aria-hidden className="size-4" />
      {texts[status]}
    </p>
  );
}
