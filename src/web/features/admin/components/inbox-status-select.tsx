/**
 * An inbox item's status (issue "Staff operations" item 1): choosing one saves it at once; the outcome is toasted
 * and the change joins the history. While it saves, the choice stays shown; when it fails, the saved status returns.
 */
import { Loader2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { inboxMessages as m } from '@shared/messages/inbox';
import { INBOX_STATUSES, type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useSetInboxStatus } from '../api/inbox-status';

export interface InboxStatusSelectProps {
  kind: InboxKind;
  id: string;
  /** The saved status. */
  status: InboxStatus;
}

const isStatus = (value: string): value is InboxStatus => INBOX_STATUSES.some((status) => status === value);

export function InboxStatusSelect({ kind, id, status }: InboxStatusSelectProps) {
  const setStatus = useSetInboxStatus(kind, id);
  const controlId = `inbox-item-${id}-status`;
  const shown = setStatus.isPending && setStatus.variables ? setStatus.variables : status;

  const choose = (value: string) => {
    if (!isStatus(value) || value === status) return;
    setStatus.mutate(value, {
      onSuccess: () => toast.success(m.statusSaved.title, { description: m.statusSaved.text }),
      onError: (error) => toast.error(m.actionFailed, { description: error.message }),
    });
  };

  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={controlId}>{m.setStatus}</Label>
      <div className="flex items-center gap-2">
        <div className="flex-1">
          <Select
            id={controlId}
            value={shown}
            disabled={setStatus.isPending}
            onChange={(event) => choose(event.target.value)}
          >
            {INBOX_STATUSES.map((each) => (
              <option key={each} value={each}>
                {m.statuses[each]}
              </option>
            ))}
          </Select>
        </div>
        {setStatus.isPending && <Loader2 aria-hidden className="size-4 animate-spin text-muted-foreground" />}
      </div>
    </div>
  );
}
