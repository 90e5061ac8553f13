/**
 * The Users tab (training-program.md §2 item 6 "Users", §6 "Admins can … list users", §7 "select all profiles by
 * created_at descending (admin)"): the profiles newest first, one server page at a time, searched on the server by
 * name, stage name or email as the admin types (after a short pause).
 */
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_SEARCH_MAX } from '@shared/limits/admin';
import { adminMessages as m, adminUserMessages as t } from '@shared/messages/admin';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useAdminUsers } from '../api/users';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';

/** How long the search waits after the last keystroke, in ms. */
const SEARCH_DELAY_MS = 300;

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers(q, page);
  const data = users.data;

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-4">
      <div>
        <h2 id="admin-users-heading" className="text-xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-muted-foreground">{t.description}</p>
      </div>
      <div className="relative max-w-md">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t.search}
          placeholder={t.search}
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="pl-9"
        />
      </div>
      {users.isError && !data ? (
        <LoadFailure text={m.loadFailure} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : !data ? (
        <Loading label={t.loading} />
      ) : data.users.length === 0 ? (
        <p className="text-muted-foreground">{q ? t.noMatch(q) : t.empty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t.count(data.total)}
          </p>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted/50">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    {t.name}
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    {t.stageName}
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    {t.email}
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    {t.joined}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {data.users.map((user) => (
                  <tr key={user.userId}>
                    <td className="p-3">{user.name || '—'}</td>
                    <td className="p-3">{user.stageName || '—'}</td>
                    <td className="p-3 break-all">{user.email}</td>
                    <td className="p-3 whitespace-nowrap">{joined(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.pageCount > 1 && (
            <nav aria-label={t.heading} className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page <= 1 || users.isFetching}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                <ChevronLeft aria-hidden />
                {t.previous}
              </Button>
              <span className="text-sm text-muted-foreground">{t.page(data.page, data.pageCount)}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page >= data.pageCount || users.isFetching}
                onClick={() => setPage((current) => current + 1)}
              >
                {t.next}
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
