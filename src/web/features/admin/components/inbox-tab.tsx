/**
 * The Inbox tab of /admin (issue "Staff operations" item 1): every submission of the public forms, one list per kind
 * (program applications, artist intake, contact messages, touring inquiries), each kind showing its count of new
 * items. A list is filtered by status (every item but the archived ones by default) and searched by name or email
 * (sent 300 ms after typing stops; the typed text stays while an item is open), exported as CSV with the same
 * filter, and opens an item's detail: its fields, its status, staff notes and the history. The kind, the filter,
 * the search and the open item are kept in the address (utils/inbox-view.ts), so a reload or a shared link shows the
 * same; opening an item is a new history entry, so the browser's Back returns to the list.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inboxMessages as m } from '@shared/messages/inbox';
import { INBOX_KINDS, type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useInboxCounts } from '../api/inbox-counts';
import { readInboxView, withInboxView, type InboxView } from '../utils/inbox-view';
import { withNewCount } from '../utils/new-count-name';
import { InboxFilters } from './inbox-filters';
import { InboxItemDetail } from './inbox-item-detail';
import { InboxList } from './inbox-list';
import { NewCountBadge } from './inbox-new-badge';

/** How long the search waits after the last keystroke, in ms. */
const SEARCH_DELAY_MS = 300;

const isKind = (value: string): value is InboxKind => INBOX_KINDS.some((kind) => kind === value);

export function InboxTab() {
  const [params, setParams] = useSearchParams();
  const view = readInboxView(params);
  const counts = useInboxCounts();
  // What the admin types; the list follows it once typing pauses. Kept here, above the list and the detail, so
  // opening an item and coming back never loses it.
  const [search, setSearch] = useState(view.q);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The item whose row takes the focus back when its detail is closed.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const change = (next: Partial<InboxView>, replace = true) =>
    setParams((current) => withInboxView(current, next), { replace });
  const hrefOf = (next: Partial<InboxView>) => `?${withInboxView(params, next)}`;

  // The settled search goes to the address (in place of the current entry), so a reload keeps it.
  useEffect(() => {
    if (q !== view.q) setParams((current) => withInboxView(current, { q }), { replace: true });
  }, [q, view.q, setParams]);

  return (
    <section aria-labelledby="admin-inbox-heading" className="space-y-4">
      <div>
        <h2 id="admin-inbox-heading" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      <Tabs
        value={view.kind}
        onValueChange={(kind) => {
          if (isKind(kind)) change({ kind, item: null });
        }}
      >
        <TabsList aria-label={m.title}>
          {INBOX_KINDS.map((kind) => (
            <TabsTrigger
              key={kind}
              value={kind}
              aria-label={withNewCount(m.kinds[kind], counts.data?.counts[kind] ?? 0)}
            >
              {m.kinds[kind]}
              <NewCountBadge count={counts.data?.counts[kind] ?? 0} />
            </TabsTrigger>
          ))}
        </TabsList>
        {INBOX_KINDS.map((kind) => (
          <TabsContent key={kind} value={kind} className="space-y-4">
            {view.item ? (
              <InboxItemDetail
                kind={kind}
                id={view.item}
                backHref={hrefOf({ item: null })}
                onBack={() => setReturnTo(view.item)}
              />
            ) : (
              <>
                <InboxFilters
                  kind={kind}
                  status={view.status}
                  onStatusChange={(status: InboxStatus | null) => change({ status })}
                  search={search}
                  onSearchChange={setSearch}
                  q={q}
                />
                <InboxList
                  kind={kind}
                  status={view.status}
                  q={q}
                  hrefOf={(item) => hrefOf({ item })}
                  focusItem={returnTo}
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
