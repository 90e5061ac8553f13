/**
 * What the Allow-lists tab shows, kept in the address beside `?tab=allow-lists` so a reload or a shared link opens it
 * again: `list` (approved artists when absent, else `agent`), `state` (absent: every entry), `q` (the search by email)
 * and `entry` (the open entry's id). Unknown values read as absent.
 */
import { ALLOW_LIST_FILTERS, ALLOW_LISTS, type AllowListName } from '@shared/schemas/allow-lists';
import type { AllowListState } from '../api/allow-list-list';

/** The Allow-lists tab's state as the address holds it. */
export interface AllowListView {
  list: AllowListName;
  state: AllowListState;
  q: string;
  entry: string | null;
}

/** The address parameters of the Allow-lists tab (the admin page clears them when another tab is chosen). */
export const ALLOW_LIST_VIEW_PARAMS = ['list', 'state', 'q', 'entry'] as const;

const isList = (value: string | null): value is AllowListName => ALLOW_LISTS.some((list) => list === value);
const isState = (value: string | null): value is AllowListState =>
  ALLOW_LIST_FILTERS.some((state) => state === value);

/** Reads the Allow-lists tab's state from the address's parameters. */
export function readAllowListView(params: URLSearchParams): AllowListView {
  const list = params.get('list');
  const state = params.get('state');
  return {
    list: isList(list) ? list : ALLOW_LISTS[0],
    state: isState(state) ? state : 'all',
    q: params.get('q') ?? '',
    entry: params.get('entry') || null,
  };
}

/**
 * The address's parameters with `change` applied to the Allow-lists tab's state, every other parameter (`tab`) kept.
 * A default (the artist list, every entry, an empty search, no entry) leaves its parameter out.
 */
export function withAllowListView(params: URLSearchParams, change: Partial<AllowListView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: (typeof ALLOW_LIST_VIEW_PARAMS)[number], value: string | null | undefined) => {
    if (value === undefined) return;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if (change.list !== undefined) set('list', change.list === ALLOW_LISTS[0] ? null : change.list);
  if (change.state !== undefined) set('state', change.state === 'all' ? null : change.state);
  set('q', change.q);
  set('entry', change.entry);
  return next;
}
