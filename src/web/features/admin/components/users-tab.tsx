/**
 * The Users tab of /admin (training-program.md §2 item 6 "Users", §7 "select all profiles by created_at descending
 * (admin)"; issue "Staff operations" item 4): every account newest first — artists, agents and admins — with their
 * access, enrolment, modules completed, last activity and certificate, filtered (learners, artists, agents, admins,
 * disabled accounts) and searched by name, stage name or email on the server (sent 300 ms after typing stops), one
 * keyset page at a time. A name opens the person's page (person-page.tsx). The filter, the search and the open person
 * are kept in the address (utils/people-view.ts), so a reload or a shared link — `/admin?tab=users&person=<id>` —
 * shows the same; opening a person is a new history entry, so the browser's Back returns to the list.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { peopleMessages as m } from '@shared/messages/people';
import { useSession } from '@web/lib/auth/api/get-session';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { readPeopleView, withPeopleView, type PeopleView } from '../utils/people-view';
import { PeopleFilters } from './people-filters';
import { PeopleList } from './people-list';
import { PersonPage } from './person-page';

/** How long the search waits after the last keystroke, in ms. */
const SEARCH_DELAY_MS = 300;

export function UsersTab() {
  const [params, setParams] = useSearchParams();
  const view = readPeopleView(params);
  const me = useSession().data?.user.id ?? null;
  // What the admin types; the list follows it once typing pauses. Kept here, above the list and the person's page,
  // so opening a person and coming back never loses it.
  const [search, setSearch] = useState(view.q);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The person whose link takes the focus back when their page is closed.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const change = (next: Partial<PeopleView>) =>
    setParams((current) => withPeopleView(current, next), { replace: true });
  const hrefOf = (next: Partial<PeopleView>) => `?${withPeopleView(params, next)}`;

  // The settled search goes to the address (in place of the current entry), so a reload keeps it.
  useEffect(() => {
    if (q !== view.q) setParams((current) => withPeopleView(current, { q }), { replace: true });
  }, [q, view.q, setParams]);

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <div>
        <h2 id="admin-users-heading" className="text-xl font-semibold">
          {m.heading}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      {view.person ? (
        <PersonPage
          userId={view.person}
          me={me}
          backHref={hrefOf({ person: null })}
          onBack={() => setReturnTo(view.person)}
        />
      ) : (
        <>
          <PeopleFilters
            filter={view.filter}
            onFilterChange={(filter) => change({ filter })}
            search={search}
            onSearchChange={setSearch}
          />
          <PeopleList
            filter={view.filter}
            q={q}
            me={me}
            hrefOf={(person) => hrefOf({ person })}
            focusPerson={returnTo}
            onFocused={() => setReturnTo(null)}
          />
        </>
      )}
    </section>
  );
}
