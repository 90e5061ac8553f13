/**
 * One allow-list's entries (issue "Staff operations" item 3): the entries matching the filter, newest first — the
 * email (a link to the entry's history), its state, whether the person has an account, when it was added, and
 * Enable or Disable — with 'Load more' for the next keyset page, and loading, empty and failure states.
 */
import { Link } from 'react-router';
import { allowListMessages as m } from '@shared/messages/allow-lists';
import type { AllowListName } from '@shared/schemas/allow-lists';
import { KeysetListSection } from '@web/components/keyset-list-section';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { formatDateTime } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { useAllowList, type AllowListState } from '../api/allow-list-list';
import { AllowListStateBadge } from './allow-list-state-badge';
import { AllowListToggle } from './allow-list-toggle';

export interface AllowListEntriesProps {
  list: AllowListName;
  state: AllowListState;
  q: string;
  /** The address of an entry's detail. */
  hrefOf: (id: string) => string;
  /** An entry whose link takes the focus once it is shown (the one whose detail was just closed). */
  focusEntry: string | null;
  onFocused: () => void;
}

export function AllowListEntries({ list, state, q, hrefOf, focusEntry, onFocused }: AllowListEntriesProps) {
  const entries = useAllowList(list, state, q);
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const headingId = `allow-list-${list}-heading`;

  const linkRef = useReturnFocus(focusEntry, entries.data, onFocused);

  return (
    <KeysetListSection
      headingId={headingId}
      title={m.lists[list]}
      query={entries}
      count={rows.length}
      texts={m}
      empty={q || state !== 'all' ? m.emptyFiltered : m.empty}
    >
      <ul aria-labelledby={headingId} className="divide-y rounded-lg border">
        {rows.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 p-4">
            <div className="grid min-w-0 flex-1 basis-72 gap-1">
              <Link
                ref={linkRef(entry.id)}
                to={hrefOf(entry.id)}
                className={textLinkVariants({ variant: 'row', className: 'w-fit break-all' })}
              >
                {entry.email}
              </Link>
              <p className="text-sm text-muted-foreground">
                {entry.hasAccount ? m.hasAccount : m.noAccount} ·{' '}
                <time dateTime={entry.createdAt}>{m.addedOn(formatDateTime(entry.createdAt))}</time>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <AllowListStateBadge isEnabled={entry.isEnabled} />
              <AllowListToggle list={list} entry={entry} />
            </div>
          </li>
        ))}
      </ul>
    </KeysetListSection>
  );
}
