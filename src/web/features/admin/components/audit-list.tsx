/**
 * The audit log's list (issue "Staff operations" item 7): every recorded action matching the filter, newest first —
 * what was done in words (utils/staff-action.ts), what it was about (the list, the module and month, the quiz, the
 * email's kind, the inbox item with a link to it), the person acted on, who acted and when — with 'Load more' for the
 * next keyset page, and loading, empty and failure states.
 */
import { Link } from 'react-router';
import { auditMessages as m } from '@shared/messages/audit';
import type { AuditKind } from '@shared/schemas/audit';
import { KeysetListSection } from '@web/components/keyset-list-section';
import { formatDateTime } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { useAuditList } from '../api/audit-list';
import { actorName, describeStaffAction } from '../utils/staff-action';

export interface AuditListProps {
  kind: AuditKind | null;
  /** The person filter, as sent. */
  person: string;
}

export function AuditList({ kind, person }: AuditListProps) {
  const list = useAuditList(kind, person);
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <KeysetListSection
      headingId="audit-list-heading"
      title={m.listTitle}
      query={list}
      count={entries.length}
      texts={m}
      empty={kind || person ? m.emptyFiltered : m.empty}
    >
      <ol aria-labelledby="audit-list-heading" className="divide-y rounded-lg border">
        {entries.map((entry) => {
          const said = describeStaffAction(entry.kind, entry.details);
          return (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 p-4">
              <div className="grid min-w-0 flex-1 basis-72 gap-1">
                <p className="font-semibold">{said.label}</p>
                {entry.subject && <p className="text-sm break-all">{m.subject(entry.subject)}</p>}
                {said.details.map((line) => (
                  <p key={line} className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
                    {line}
                  </p>
                ))}
                {said.inboxHref && (
                  <Link to={said.inboxHref} className={textLinkVariants({ className: 'w-fit text-sm' })}>
                    {m.details.openInInbox}
                  </Link>
                )}
              </div>
              <p className="text-sm text-muted-foreground sm:text-right">
                {m.byWhom(actorName(entry.actor), formatDateTime(entry.createdAt))}
              </p>
            </li>
          );
        })}
      </ol>
    </KeysetListSection>
  );
}
