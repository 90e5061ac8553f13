/**
 * The Emails tab's list (issue "Staff operations" item 6): the emails matching the filter, newest first — subject,
 * recipient, kind, attempts, last error, status and when it was queued, sent or will be tried next — with 'Load
 * more' for the next keyset page, and loading, empty and failure states. A failed email has Retry, which asks first
 * (focus starts on Cancel, Escape closes the dialog) and toasts the outcome; the list and the tab's count then
 * reload, and the list's heading takes the focus the vanished button had.
 */
import { RotateCw } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@web/lib/toast';
import { emailMessages as m } from '@shared/messages/emails';
import type { EmailListItem } from '@shared/schemas/emails';
import type { EmailKind, EmailStatus } from '@shared/limits/emails';
import { ConfirmButton } from '@web/components/confirm-button';
import { KeysetListSection } from '@web/components/keyset-list-section';
import { formatDateTime } from '@web/lib/format-date';
import { useEmailList } from '../api/email-list';
import { useRetryEmail } from '../api/email-retry';
import { EmailStatusBadge } from './email-status-badge';

export interface EmailListProps {
  /** The status shown; null for every one. */
  status: EmailStatus | null;
  /** The kind shown; null for every one. */
  kind: EmailKind | null;
}

export function EmailList({ status, kind }: EmailListProps) {
  const list = useEmailList(status, kind);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <KeysetListSection
      headingId="emails-list-heading"
      headingRef={heading}
      title={m.listTitle}
      query={list}
      count={items.length}
      texts={m}
      empty={m.empty}
    >
      <ul aria-labelledby="emails-list-heading" className="divide-y rounded-lg border">
        {items.map((email) => (
          <EmailRow key={email.id} email={email} onRetried={() => heading.current?.focus()} />
        ))}
      </ul>
    </KeysetListSection>
  );
}

/** A date of the email, labelled. */
function When({ label, iso }: { label: string; iso: string }) {
  return (
    <p className="text-sm whitespace-nowrap text-muted-foreground">
      {label} <time dateTime={iso}>{formatDateTime(iso)}</time>
    </p>
  );
}

function EmailRow({ email, onRetried }: { email: EmailListItem; onRetried: () => void }) {
  const details: [label: string, value: string][] = [
    [m.to, email.to],
    [m.kind, m.kinds[email.kind]],
  ];
  if (email.lastError) details.push([m.lastError, email.lastError]);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 p-4">
      <div className="grid min-w-0 flex-1 basis-72 gap-2">
        <p className="font-semibold break-words">{email.subject}</p>
        <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <div className="flex items-center gap-2">
          <EmailStatusBadge status={email.status} />
          <span className="text-sm text-muted-foreground">{m.attempts(email.attempts)}</span>
        </div>
        <When label={m.queuedAt} iso={email.createdAt} />
        {email.sentAt && <When label={m.sentAt} iso={email.sentAt} />}
        {email.nextAttemptAt && <When label={m.nextAttemptAt} iso={email.nextAttemptAt} />}
        {email.status === 'failed' && <RetryEmail email={email} onRetried={onRetried} />}
      </div>
    </li>
  );
}

/** Retry with its confirmation; the dialog stays open until the request settles. */
function RetryEmail({ email, onRetried }: { email: EmailListItem; onRetried: () => void }) {
  const retry = useRetryEmail();
  const confirm = () =>
    retry.mutateAsync(email.id).then(
      () => {
        toast.success(m.retried.title, { description: m.retried.text });
        onRetried();
      },
      (error: Error) => {
        toast.error(m.actionFailed, { description: error.message });
      },
    );
  return (
    <ConfirmButton
      icon={RotateCw}
      trigger={
        <>
          {m.retry}
          <span className="sr-only">{m.retryWhich(email.to, email.subject)}</span>
        </>
      }
      triggerVariant="outline"
      triggerSize="sm"
      disabled={retry.isPending}
      title={m.confirmRetry.title}
      description={m.confirmRetry.text(email.to, email.subject)}
      confirm={{ label: m.confirmRetry.confirm }}
      cancelLabel={m.cancel}
      onConfirm={confirm}
      pending={retry.isPending}
    />
  );
}
