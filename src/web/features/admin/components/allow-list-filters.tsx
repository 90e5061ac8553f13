/** The filter of an allow-list (issue "Staff operations" item 3): which entries (every one, enabled, disabled) and the search by email. */
import { STAFF_SEARCH_MAX } from '@shared/limits/staff';
import { allowListMessages as m } from '@shared/messages/allow-lists';
import { ALLOW_LIST_FILTERS, type AllowListName } from '@shared/schemas/allow-lists';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import type { AllowListState } from '../api/allow-list-list';
import { SearchField } from './search-field';

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
      <SearchField
        id={ids.search}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search}
        maxLength={STAFF_SEARCH_MAX}
        onChange={onSearchChange}
      />
    </div>
  );
}
