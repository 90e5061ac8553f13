/**
 * An inbox item's detail (issue "Staff operations" item 1): who sent it and when, every field they submitted with
 * its label (a web address opens in a new tab without the opener or the referrer; an email or a phone number opens
 * the mail or phone app), its status (saved as soon as it is chosen), a staff note, and the history of status
 * changes and notes with who made each and when, oldest first. An application (issue "Staff operations" item 2)
 * also has its decision after the fields: Approve or Decline with a confirmation, or who decided and when
 * (inbox-decision.tsx); the history shows decisions too. Opened from the list, the name's heading takes the focus;
 * 'Back to the list' returns to the list with its filter.
 */
import { inboxMessages as m, inboxRequestMessages } from '@shared/messages/inbox';
import type { InboxField, InboxItem } from '@shared/schemas/inbox';
import type { InboxKind } from '@shared/limits/inbox';
import { NewTabHint } from '@web/components/new-tab-hint';
import { formatDateTime } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { useInboxItem } from '../api/inbox-item';
import { isApplicationKind } from '../utils/inbox-application';
import { fieldLink } from '../utils/inbox-field-link';
import { DetailArticle, DetailFrame } from './detail-frame';
import { InboxDecision } from './inbox-decision';
import { InboxNoteForm } from './inbox-note-form';
import { InboxStatusBadge } from './inbox-status-badge';
import { InboxStatusSelect } from './inbox-status-select';

export interface InboxItemDetailProps {
  kind: InboxKind;
  id: string;
  /** The address of the list. */
  backHref: string;
  /** Called as the admin goes back to the list. */
  onBack: () => void;
}

export function InboxItemDetail({ kind, id, backHref, onBack }: InboxItemDetailProps) {
  return (
    <DetailFrame
      query={useInboxItem(kind, id)}
      backHref={backHref}
      onBack={onBack}
      messages={{
        back: m.back,
        loading: m.loading,
        notFound: inboxRequestMessages.notFound,
        loadFailure: m.loadFailure,
      }}
    >
      {(answer) => <ItemDetail kind={kind} answer={answer} />}
    </DetailFrame>
  );
}

function ItemDetail({ kind, answer }: { kind: InboxKind; answer: InboxItem }) {
  const { item, history } = answer;
  const ids = {
    heading: `inbox-item-${item.id}`,
    fields: `inbox-item-${item.id}-fields`,
    history: `inbox-item-${item.id}-history`,
  };

  return (
    <DetailArticle
      headingId={ids.heading}
      title={item.name}
      subtitle={
        <p className="text-sm text-muted-foreground">
          {m.kinds[item.kind]} · {m.received}{' '}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      }
      aside={<InboxStatusBadge status={item.status} />}
    >
      <InboxStatusSelect kind={kind} id={item.id} status={item.status} />

      <section aria-labelledby={ids.fields} className="space-y-3">
        <h4 id={ids.fields} className="text-lg font-semibold">
          {m.fieldsTitle}
        </h4>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
          {item.fields.map((field, index) => (
            <div key={`${index}-${field.label}`} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap">
                <FieldValue field={field} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {item.application && isApplicationKind(kind) && (
        <InboxDecision kind={kind} id={item.id} application={item.application} applicant={item.email} />
      )}

      <section aria-labelledby={ids.history} className="space-y-3">
        <h4 id={ids.history} className="text-lg font-semibold">
          {m.historyTitle}
        </h4>
        {history.length === 0 ? (
          <p className="text-muted-foreground">{m.noHistory}</p>
        ) : (
          <ol aria-labelledby={ids.history} className="space-y-3 border-l-2 pl-4">
            {history.map((event) => (
              <li key={event.id} className="grid gap-1">
                {event.status && <p className="font-medium">{m.statusChanged(m.statuses[event.status])}</p>}
                {event.decision && <p className="font-medium">{m.historyDecision[event.decision]}</p>}
                {event.note && <p className="break-words whitespace-pre-wrap">{event.note}</p>}
                <p className="text-sm text-muted-foreground">
                  {m.byWhom(event.actor, formatDateTime(event.createdAt))}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <InboxNoteForm kind={kind} id={item.id} />
    </DetailArticle>
  );
}

/** A field's value: a link when the field has a safe one, else the text as sent ('—' when left empty). */
function FieldValue({ field }: { field: InboxField }) {
  const link = fieldLink(field.href);
  if (!link) return field.value || '—';
  const className = textLinkVariants({ className: 'break-all' });
  return link.newTab ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {field.value}
      <NewTabHint />
    </a>
  ) : (
    <a href={link.href} className={className}>
      {field.value}
    </a>
  );
}
