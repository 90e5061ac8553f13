/** The filter of the Users tab (issue "Staff operations" item 4): which accounts, and the search by name, stage name or email. */
import { Search } from 'lucide-react';
import { STAFF_SEARCH_MAX } from '@shared/limits/staff';
import { peopleMessages as m } from '@shared/messages/people';
import { PEOPLE_FILTERS, type PeopleFilter } from '@shared/schemas/people';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';

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
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor="people-search">{m.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="people-search"
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
