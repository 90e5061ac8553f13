/**
 * The filter of an inbox list (issue "Staff operations" item 1): the status (every item but the archived ones, or
 * one status), the search by name or email, and 'Export CSV', which downloads every item of the kind matching the
 * filter the list shows.
 */
import { Download } from 'lucide-react';
import { inboxMessages as m } from '@shared/messages/inbox';
import { INBOX_SEARCH_MAX, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import { buttonVariants } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { inboxExportHref } from '../api/inbox-export';
import { SearchField } from './search-field';

export interface InboxFiltersProps {
  kind: InboxKind;
  /** The status shown; null for every item but the archived ones. */
  status: InboxStatus | null;
  onStatusChange: (status: InboxStatus | null) => void;
  /** The search box's text, as typed. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The search the list shows (the typed text once typing paused, trimmed): the export's too. */
  q: string;
}

const isStatus = (value: string): value is InboxStatus => INBOX_STATUSES.some((status) => status === value);

export function InboxFilters({ kind, status, onStatusChange, search, onSearchChange, q }: InboxFiltersProps) {
  const ids = { status: `inbox-${kind}-status`, search: `inbox-${kind}-search` };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-56">
        <Label htmlFor={ids.status}>{m.statusFilter}</Label>
        <Select
          id={ids.status}
          value={status ?? ''}
          onChange={(event) => onStatusChange(isStatus(event.target.value) ? event.target.value : null)}
        >
          <option value="">{m.allButArchived}</option>
          {INBOX_STATUSES.map((each) => (
            <option key={each} value={each}>
              {m.statuses[each]}
            </option>
          ))}
        </Select>
      </div>
      <SearchField
        id={ids.search}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search}
        maxLength={INBOX_SEARCH_MAX}
        onChange={onSearchChange}
      />
      <a
        href={inboxExportHref(kind, { status, q })}
        download
        className={buttonVariants({ variant: 'outline' })}
      >
        <Download aria-hidden />
        {m.exportCsv}
      </a>
    </div>
  );
}
