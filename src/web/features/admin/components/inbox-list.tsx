/**
 * One inbox list (issue "Staff operations" item 1): the items of a kind matching the filter, newest first — who sent
 * it, their email, one line about it, its status and when it was received — with 'Load more' for the next keyset
 * page, and loading, empty and failure states. Each name is a link to the item's detail (its address keeps the
 * list's filter, so a reload shows the same).
 */
import { Link } from 'react-router';
import { inboxMessages as m } from '@shared/messages/inbox';
import type { InboxKind, InboxStatus } from '@shared/limits/inbox';
import { KeysetListSection } from '@web/components/keyset-list-section';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { formatDateTime } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { useInboxList } from '../api/inbox-list';
import { InboxStatusBadge } from './inbox-status-badge';

export interface InboxListProps {
  kind: InboxKind;
  status: InboxStatus | null;
  q: string;
  /** The address of an item's detail. */
  hrefOf: (id: string) => string;
  /** An item whose link takes the focus once it is shown (the one whose detail was just closed). */
  focusItem: string | null;
  onFocused: () => void;
}

export function InboxList({ kind, status, q, hrefOf, focusItem, onFocused }: InboxListProps) {
  const list = useInboxList(kind, status, q);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `inbox-${kind}-heading`;

  const linkRef = useReturnFocus(focusItem, list.data, onFocused);

  return (
    <KeysetListSection
      headingId={headingId}
      title={m.kinds[kind]}
      query={list}
      count={items.length}
      texts={m}
      empty={q ? m.emptySearch : m.empty}
    >
      <ul aria-labelledby={headingId} className="divide-y rounded-lg border">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 p-4">
            <div className="grid min-w-0 flex-1 basis-72 gap-1">
              <Link
                ref={linkRef(item.id)}
                to={hrefOf(item.id)}
                className={textLinkVariants({ variant: 'row', className: 'w-fit break-words' })}
              >
                {item.name}
              </Link>
              <p className="text-sm break-all text-muted-foreground">{item.email}</p>
              <p className="text-sm break-words">{item.summary}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
              <InboxStatusBadge status={item.status} />
              <p className="text-sm whitespace-nowrap text-muted-foreground">
                {m.received} <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </KeysetListSection>
  );
}
