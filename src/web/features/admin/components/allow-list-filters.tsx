/** The filter of an allow-list (issue "Staff operations" item 3): which entries (every one, enabled, disabled) and the search by email. */
import { Search } from 'lucide-react';
import { STAFF_SEARCH_MAX } from '@shared/limits/staff';
import { allowListMessages as m } from '@shared/messages/allow-lists';
import { ALLOW_LIST_FILTERS, type AllowListName } from '@shared/schemas/allow-lists';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import type { AllowListState } from '../api/allow-list-list';

export interface AllowListFiltersProps {
  list: AllowListName;
  state: AllowListState;
  onStateChange: (state: AllowListState) => void;
  /** The search box's text, as typed. */
  search: string;
  onSearchChange: (search: string) => void;
}

const isState = (value: string): value is AllowListState =>
  ALLOW_LIST_FILTERS.some((state) => state === value);

export function AllowListFilters({
  list,
  state,
  onStateChange,
  search,
  onSearchChange,
}: AllowListFiltersProps) {
  const ids = { state: `allow-list-${list}-state`, search: `allow-list-${list}-search` };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-56">
        <Label htmlFor={ids.state}>{m.stateFilter}</Label>
        <Select
          id={ids.state}
          value={state}
          onChange={(event) => {
            if (isState(event.target.value)) onStateChange(event.target.value);
          }}
        >
          {ALLOW_LIST_FILTERS.map((each) => (
            <option key={each} value={each}>
              {m.states[each]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor={ids.search}>{m.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={ids.search}
            type="search"
            value={search}
            placeholder={m.searchPlaceholder}
            maxLength={STAFF_SEARCH_MAX}
            autoComplete="off"
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
    </div>
  );
}
