/**
 * Enable or Disable on an allow-list entry (issue "Staff operations" item 3). Disable asks first in a modal dialog
 * naming the email (disabling signs the person out of every session at once); Enable needs no confirmation. The
 * outcome is toasted (the server's message on a failure). When the change swaps the button, the new one takes the
 * focus the old one had.
 */
import { Ban, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { allowListMessages as m } from '@shared/messages/allow-lists';
import type { AllowListEntry, AllowListName } from '@shared/schemas/allow-lists';
import { ConfirmButton } from '@web/components/confirm-button';
import { Button } from '@web/components/ui/button';
import { useSetAllowListEntryEnabled } from '../api/allow-list-update';

export interface AllowListToggleProps {
  list: AllowListName;
  entry: AllowListEntry;
}

export function AllowListToggle({ list, entry }: AllowListToggleProps) {
  const update = useSetAllowListEntryEnabled(list);
  const wrapper = useRef<HTMLDivElement>(null);

  // The button changes with the state: the new one takes the focus the old one held (or the dialog returned).
  const before = useRef(entry.isEnabled);
  useEffect(() => {
    if (before.current === entry.isEnabled) return;
    before.current = entry.isEnabled;
    const active = document.activeElement;
    if (!active || active === document.body) wrapper.current?.querySelector('button')?.focus();
  }, [entry.isEnabled]);

  const set = (isEnabled: boolean) =>
    update.mutateAsync({ id: entry.id, isEnabled }).then(
      (answer) => {
        if (answer.changed === false) toast.info(m.unchanged.title, { description: m.unchanged.text });
        else {
          const saved = isEnabled ? m.saved.enabled : m.saved.disabled;
          toast.success(saved.title, { description: saved.text(entry.email) });
        }
      },
      (error: Error) => {
        toast.error(m.actionFailed, { description: error.message });
      },
    );

  return (
    <div ref={wrapper}>
      {entry.isEnabled ? (
        <ConfirmButton
          icon={Ban}
          trigger={
            <>
              <span aria-hidden>{m.disable}</span>
              <span className="sr-only">{m.disableFor(entry.email)}</span>
            </>
          }
          triggerVariant="outline"
          triggerSize="sm"
          disabled={update.isPending}
          title={m.confirmDisable.title}
          description={m.confirmDisable.text(entry.email)}
          confirm={{ label: m.confirmDisable.confirm, variant: 'destructive' }}
          cancelLabel={m.cancel}
          onConfirm={() => set(false)}
          pending={update.isPending}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={update.isPending}
          aria-busy={update.isPending}
          onClick={() => void set(true)}
        >
          <CircleCheck aria-hidden />
          <span aria-hidden>{m.enable}</span>
          <span className="sr-only">{m.enableFor(entry.email)}</span>
        </Button>
      )}
    </div>
  );
}
