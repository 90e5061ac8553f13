/**
 * The Allow-lists tab of /admin (issue "Staff operations" item 3; site-and-portals.md §3 approved_artists,
 * approved_agents): approved artists and approved agents, one list each — add an email, filter by state, search by
 * email (sent 300 ms after typing stops), enable or disable an entry (disabling signs the person out of every session
 * at once), and open an entry's history of changes with who made each and when. The list, the filter, the search
 * and the open entry are kept in the address (utils/allow-list-view.ts), so a reload or a shared link shows the same;
 * opening an entry is a new history entry, so the browser's Back returns to the list.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { allowListMessages as m } from '@shared/messages/allow-lists';
import { ALLOW_LISTS, type AllowListName } from '@shared/schemas/allow-lists';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { readAllowListView, withAllowListView, type AllowListView } from '../utils/allow-list-view';
import { AllowListAddForm } from './allow-list-add-form';
import { AllowListEntries } from './allow-list-entries';
import { AllowListEntryDetailView } from './allow-list-entry-detail';
import { AllowListFilters } from './allow-list-filters';

/** How long the search waits after the last keystroke, in ms. */
const SEARCH_DELAY_MS = 300;

const isList = (value: string): value is AllowListName => ALLOW_LISTS.some((list) => list === value);

export function AllowListsTab() {
  const [params, setParams] = useSearchParams();
  const view = readAllowListView(params);
  // What the admin types; the list follows it once typing pauses. Kept here, above the list and the detail, so
  // opening an entry and coming back never loses it.
  const [search, setSearch] = useState(view.q);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The entry whose link takes the focus back when its detail is closed.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const change = (next: Partial<AllowListView>, replace = true) =>
    setParams((current) => withAllowListView(current, next), { replace });
  const hrefOf = (next: Partial<AllowListView>) => `?${withAllowListView(params, next)}`;

  // The settled search goes to the address (in place of the current entry), so a reload keeps it.
  useEffect(() => {
    if (q !== view.q) setParams((current) => withAllowListView(current, { q }), { replace: true });
  }, [q, view.q, setParams]);

  return (
    <section aria-labelledby="admin-allow-lists-heading" className="space-y-4">
      <div>
        <h2 id="admin-allow-lists-heading" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      <Tabs
        value={view.list}
        onValueChange={(list) => {
          if (isList(list)) change({ list, entry: null });
        }}
      >
        <TabsList aria-label={m.title}>
          {ALLOW_LISTS.map((list) => (
            <TabsTrigger key={list} value={list}>
              {m.lists[list]}
            </TabsTrigger>
          ))}
        </TabsList>
        {ALLOW_LISTS.map((list) => (
          <TabsContent key={list} value={list} className="space-y-6">
            {view.entry ? (
              <AllowListEntryDetailView
                list={list}
                id={view.entry}
                backHref={hrefOf({ entry: null })}
                onBack={() => setReturnTo(view.entry)}
              />
            ) : (
              <>
                <AllowListAddForm list={list} />
                <AllowListFilters
                  list={list}
                  state={view.state}
                  onStateChange={(state) => change({ state })}
                  search={search}
                  onSearchChange={setSearch}
                />
                <AllowListEntries
                  list={list}
                  state={view.state}
                  q={q}
                  hrefOf={(entry) => hrefOf({ entry })}
                  focusEntry={returnTo}
                  onFocused={() => setReturnTo(null)}
                />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
