/**
 * A department's resources (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources", §8 "Resources"):
 * the list headed 'Department Resources' with its count ('100+' past the counted cap), an 'Add Resource' button
 * opening the add panel (the button gives way to the panel's own 'Add Resource' submit), a search box ('Search resources...', sent 300 ms after typing stops), the resources
 * newest first with 'Load more' for the next page, and loading, empty and error states.
 */
import { Loader2, Plus, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { RESOURCE_SEARCH_MAX } from '@shared/limits/departments';
import { resourceMessages as m } from '@shared/messages/departments';
import { LoadFailure } from '@web/components/load-failure';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useResources } from '../api/list-resources';
import { AddResourceForm } from './add-resource-form';
import { ResourceListItem } from './resource-list-item';

/** How long the search box waits after the last keystroke before searching, in ms. */
const RESOURCE_SEARCH_DEBOUNCE_MS = 300;

/** The resources of the department `slug`, with search, paging, add and delete. */
export function DepartmentResources({ slug }: { slug: string }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), RESOURCE_SEARCH_DEBOUNCE_MS);
  const resources = useResources(slug, q);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), search: useId() };

  const first = resources.data?.pages[0];
  const items = resources.data?.pages.flatMap((page) => page.resources) ?? [];
  const searching = resources.isFetching && !resources.isFetchingNextPage && resources.isPlaceholderData;

  // Closing the panel (which held focus) gives focus to the button that opened it, once that is shown again.
  const focusAddButton = useRef(false);
  useEffect(() => {
    if (adding || !focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [adding]);
  const closePanel = () => {
    focusAddButton.current = true;
    setAdding(false);
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={ids.heading}
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-bold focus-visible:outline-none"
        >
          {m.listTitle}
          {first && (
            <Badge variant="secondary">
              {first.total}
              {first.totalCapped ? '+' : ''}
              <span className="sr-only">{m.countNoun(first.total, first.totalCapped)}</span>
            </Badge>
          )}
        </h3>
        {!adding && (
          <Button ref={addButton} type="button" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {m.addResource}
          </Button>
        )}
      </div>

      {adding && (
        <div className="mt-4">
          <AddResourceForm slug={slug} onClose={closePanel} />
        </div>
      )}

      <div className="relative mt-4">
        <Label htmlFor={ids.search} className="sr-only">
          {m.searchLabel}
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={ids.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={m.searchPlaceholder}
          maxLength={RESOURCE_SEARCH_MAX}
          autoComplete="off"
          className="pr-10 pl-9"
        />
        {searching && (
          <Loader2
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-hidden
          />
        )}
      </div>
      <p className="sr-only" role="status">
        {first && !searching ? m.countMatching(m.count(first.total, first.totalCapped), q) : ''}
      </p>

      <div className="mt-2">
        {resources.isPending ? (
          <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {m.listLoading}
          </p>
        ) : resources.isError && !resources.data ? (
          <LoadFailure
            text={m.listLoadFailure}
            onRetry={() => void resources.refetch()}
            retrying={resources.isFetching}
            className="my-6 text-sm"
          />
        ) : items.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">{q ? m.noMatch(q) : m.listEmpty}</p>
        ) : (
          <ul className="divide-y" aria-labelledby={ids.heading}>
            {items.map((resource) => (
              <ResourceListItem
                key={resource.id}
                slug={slug}
                resource={resource}
                onDeleted={() => heading.current?.focus()}
              />
            ))}
          </ul>
        )}
      </div>

      {resources.hasNextPage && (
        <div className="mt-4 flex flex-col items-center gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => void resources.fetchNextPage()}
            disabled={resources.isFetchingNextPage || resources.isPlaceholderData}
          >
            {resources.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
            {resources.isFetchingNextPage ? m.loadingMore : m.loadMore}
          </Button>
          {resources.isFetchNextPageError && (
            <p role="alert" className="text-sm text-error">
              {m.moreLoadFailure}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
