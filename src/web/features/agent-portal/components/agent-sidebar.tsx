/**
 * The agent portal's sidebar (site-and-portals.md §2.13 "After sign-in", §6, §7 "Select departments"): titled
 * 'Agent Portal', it lists the departments by sort_order, each linking to /agent-portal/department/{slug}, the
 * current one highlighted (`aria-current="page"`); admin-it is hidden. Above them, Artists: the published press kits
 * (issue "Press kits and feedback on tracks" item 4). Below the `lg` breakpoint the list
 * collapses behind a toggle button and closes again when a department is chosen.
 */
import { ChevronDown, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { SIDEBAR_HIDDEN_SLUGS } from '@content/departments';
import { departmentMessages as m } from '@shared/messages/departments';
import { artistsPageMessages } from '@shared/messages/press-kit-pages';
import { LoadFailure } from '@web/components/load-failure';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useDepartments } from '../api/list-departments';
import { ARTISTS_PATH, departmentPath } from '../utils/agent-portal-paths';

/** The classes of a sidebar link, highlighted when it is the current page. */
function linkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'block rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive
      ? 'bg-primary text-primary-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/** The department links, loading and error states included. */
function DepartmentLinks({ onNavigate }: { onNavigate: () => void }) {
  const departments = useDepartments();
  if (departments.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {m.departmentsLoading}
      </p>
    );
  }
  if (departments.isError) {
    return (
      <LoadFailure
        text={m.departmentsLoadFailure}
        onRetry={() => void departments.refetch()}
        retrying={departments.isFetching}
        className="mx-3 my-2 text-sm"
      />
    );
  }
  const visible = departments.data.filter((d) => !SIDEBAR_HIDDEN_SLUGS.includes(d.slug));
  return (
    <ul className="grid gap-1">
      {visible.map((department) => (
        <li key={department.id}>
          <NavLink to={departmentPath(department.slug)} onClick={onNavigate} className={linkClasses}>
            {department.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar of the signed-in agent portal (§2.13). */
export function AgentSidebar() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  return (
    <nav
      aria-labelledby={titleId}
      className="h-fit rounded-xl border bg-card p-4 text-card-foreground shadow-sm lg:sticky lg:top-24"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="px-3 text-lg font-bold">
          {m.sidebarTitle}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {m.departments}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div id={listId} className={cn('mt-3', open ? 'block' : 'hidden', 'lg:block')}>
        <ul className="grid gap-1 pb-3">
          <li>
            <NavLink to={ARTISTS_PATH} onClick={() => setOpen(false)} className={linkClasses}>
              {artistsPageMessages.navLabel}
            </NavLink>
          </li>
        </ul>
        <p className="px-3 pb-2 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
          {m.departments}
        </p>
        <DepartmentLinks onNavigate={() => setOpen(false)} />
      </div>
    </nav>
  );
}
