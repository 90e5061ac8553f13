/** The filter of the Users tab (issue "Staff operations" item 4): which accounts, and the search by name, stage name or email. */
import { STAFF_SEARCH_MAX } from '@shared/limits/staff';
import { peopleMessages as m } from '@shared/messages/people';
import { PEOPLE_FILTERS, type PeopleFilter } from '@shared/schemas/people';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { SearchField } from './search-field';

export interface PeopleFiltersProps {
  filter: PeopleFilter;
  onFilterChange: (filter: PeopleFilter) => void;
  /** The search box's text, as typed. */
  search: string;
  onSearchChange: (search: string) => void;
}

const isFilter = (value: string): value is PeopleFilter => PEOPLE_FILTERS.some((filter) => filter === value);

export function PeopleFilters({ filter, onFilterChange, search, onSearchChange }: PeopleFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-56">
        <Label htmlFor="people-filter">{m.filterLabel}</Label>
        <Select
          id="people-filter"
          value={filter}
          onChange={(event) => {
            if (isFilter(event.target.value)) onFilterChange(event.target.value);
          }}
        >
          {PEOPLE_FILTERS.map((each) => (
            <option key={each} value={each}>
              {m.filters[each]}
            </option>
          ))}
        </Select>
      </div>
      <SearchField
        id="people-search"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search}
        maxLength={STAFF_SEARCH_MAX}
        onChange={onSearchChange}
      />
    </div>
  );
}
