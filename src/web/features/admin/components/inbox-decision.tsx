/**
 * An application's decision in the inbox detail (issue "Staff operations" item 2). Undecided: a sentence saying what
 * approving does, and Approve and Decline, each asking for confirmation in a modal dialog that names the applicant's
 * email (focus starts on Cancel, Escape closes it, focus returns to the button). Confirming records the decision
 * (the dialog stays open, its buttons disabled, until the answer), toasts the outcome and shows the item as the
 * server answered; a refusal (another decision came first, or any failure) toasts the server's message. Decided:
 * who decided and when, and no buttons; when the decision is made while the section is shown, that sentence takes
 * the focus the vanished buttons had.
 */
import { Check, CircleCheck, CircleX, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { inboxMessages as m } from '@shared/messages/inbox';
import type { ApplicationDecision, InboxApplicationKind, InboxItem } from '@shared/schemas/inbox';
import { ConfirmButton } from '@web/components/confirm-button';
import { formatDateTime } from '@web/lib/format-date';
import { useDecideInboxApplication } from '../api/inbox-decision';

export interface InboxDecisionProps {
  kind: InboxApplicationKind;
  id: string;
  /** The item's decision, who made it and when (nulls until decided). */
  application: NonNullable<InboxItem['item']['application']>;
  /** Who the confirmations name: the applicant's email. */
  applicant: string;
}

export function InboxDecision({ kind, id, application, applicant }: InboxDecisionProps) {
  const decide = useDecideInboxApplication(kind, id);
  const section = useRef<HTMLElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const { decision, decidedAt, decidedBy } = application;
  const headingId = `inbox-item-${id}-decision`;

  // Decided while shown (here, or by someone else first): the buttons and the dialog are gone, and so is the focus
  // they held; the sentence saying what was decided takes it. Focus elsewhere on the page stays where it is.
  const before = useRef(decision);
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || section.current?.contains(active);
    if (decision && !before.current && lost) outcome.current?.focus();
    before.current = decision;
  }, [decision]);

  const confirm = (chosen: ApplicationDecision) =>
    decide.mutateAsync(chosen).then(
      () => {
        const saved = m.decisionSaved[chosen];
        toast.success(saved.title, { description: saved.text });
      },
      (error: Error) => {
        toast.error(m.actionFailed, { description: error.message });
      },
    );

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-semibold">
        {m.decisionTitle}
      </h4>
      {decision ? (
        <p
          ref={outcome}
          tabIndex={-1}
          className="flex items-start gap-2 break-words focus-visible:outline-none"
        >
          {decision === 'approved' ? (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          )}
          <span>{m.decided[decision](decidedBy ?? '—', decidedAt ? formatDateTime(decidedAt) : '—')}</span>
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">{m.undecided}</p>
          <div className="flex flex-wrap gap-2">
            {(['approved', 'declined'] as const).map((each) => (
              <ConfirmDecision
                key={each}
                decision={each}
                applicant={applicant}
                pending={decide.isPending && decide.variables === each}
                disabled={decide.isPending}
                onConfirm={() => confirm(each)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The texts and looks of each decision's button and confirmation. */
const CHOICES = {
  approved: {
    label: m.approve,
    confirm: m.confirmApprove,
    icon: Check,
    trigger: 'default',
    action: 'default',
  },
  declined: {
    label: m.decline,
    confirm: m.confirmDecline,
    icon: X,
    trigger: 'outline',
    action: 'destructive',
  },
} as const;

interface ConfirmDecisionProps {
  decision: ApplicationDecision;
  applicant: string;
  /** This decision is being recorded. */
  pending: boolean;
  /** A decision is being recorded (this one or the other). */
  disabled: boolean;
  /** Records the decision and reports the outcome; settles when done. */
  onConfirm: () => Promise<void>;
}

/** One decision's button and its confirmation; the dialog stays open until the request settles. */
function ConfirmDecision({ decision, applicant, pending, disabled, onConfirm }: ConfirmDecisionProps) {
  const choice = CHOICES[decision];
  return (
    <ConfirmButton
      icon={choice.icon}
      trigger={choice.label}
      triggerVariant={choice.trigger}
      disabled={disabled}
      title={choice.confirm.title}
      description={choice.confirm.text(applicant)}
      confirm={{ label: choice.confirm.confirm, variant: choice.action }}
      cancelLabel={m.cancel}
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
