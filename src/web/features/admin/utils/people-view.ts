/**
 * What the Users tab shows, kept in the address beside `?tab=users` so a reload or a shared link opens it again:
 * `filter` (absent: everyone), `q` (the search) and `person` (the open person's account id: their page, e.g.
 * `/admin?tab=users&person=<id>`). Unknown values read as absent.
 */
import { PEOPLE_FILTERS, type PeopleFilter } from '@shared/schemas/people';

/** The Users tab's state as the address holds it. */
export interface PeopleView {
  filter: PeopleFilter;
  q: string;
  person: string | null;
}

/** The address parameters of the Users tab (the admin page clears them when another tab is chosen). */
export const PEOPLE_VIEW_PARAMS = ['filter', 'q', 'person'] as const;

const isFilter = (value: string | null): value is PeopleFilter =>
  PEOPLE_FILTERS.some((filter) => filter === value);

/** Reads the Users tab's state from the address's parameters. */
export function readPeopleView(params: URLSearchParams): PeopleView {
  const filter = params.get('filter');
  return {
    filter: isFilter(filter) ? filter : 'all',
    q: params.get('q') ?? '',
    person: params.get('person') || null,
  };
}

/**
 * The address's parameters with `change` applied to the Users tab's state, every other parameter (`tab`) kept. A
 * default (everyone, an empty search, no person) leaves its parameter out.
 */
export function withPeopleView(params: URLSearchParams, change: Partial<PeopleView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: (typeof PEOPLE_VIEW_PARAMS)[number], value: string | null | undefined) => {
    if (value === undefined) return;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if (change.filter !== undefined) set('filter', change.filter === 'all' ? null : change.filter);
  set('q', change.q);
  set('person', change.person);
  return next;
}

/** The address of a person's page in /admin. */
export function personHref(userId: string): string {
  return `/admin?${new URLSearchParams({ tab: 'users', person: userId })}`;
}
