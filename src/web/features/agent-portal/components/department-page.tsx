/**
 * A department page, `/agent-portal/department/{slug}` (site-and-portals.md §2.13 "Department page", §7 "Select
 * department", §8 "Department load failure"): 'Loading content...' while it loads; 'Department not found' / 'The
 * requested department could not be found.' for an unknown slug; any other failure toasts 'Unable to load
 * department' / 'Please try refreshing the page or contact support if the problem persists.' and offers a retry.
 * Loaded, it shows the banner with the contact card, the quick links, the resources and the External Tools card.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { departmentContact, departmentQuickLinks, findDepartmentContent } from '@content/departments';
import { departmentMessages as m } from '@shared/messages/departments';
import type { Department } from '@shared/schemas/departments';
import { RetryButton } from '@web/components/retry-button';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { ApiError } from '@web/lib/api-client';
import { site } from '@web/lib/site';
import { isDepartmentNotFound, useDepartment } from '../api/get-department';
import { DepartmentBanner } from './department-banner';
import { DepartmentQuickLinks } from './department-quick-links';
import { DepartmentResources } from './department-resources';
import { ExternalToolsCard } from './external-tools-card';

/** The loaded department: banner and contact, quick links, resources, external tools (§2.13). */
function DepartmentView({ department }: { department: Department }) {
  const headingId = useId();
  const content = findDepartmentContent(department.slug);
  return (
    <section aria-labelledby={headingId} data-department={department.slug} className="grid gap-6">
      <DepartmentBanner
        department={department}
        content={content}
        contact={departmentContact(department.slug, site)}
        headingId={headingId}
      />
      <DepartmentQuickLinks links={departmentQuickLinks(department.slug, site)} />
      <DepartmentResources slug={department.slug} />
      <ExternalToolsCard />
    </section>
  );
}

/** A notice in the department area: a title, a text and optionally an action. */
function DepartmentNotice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-16 text-center text-card-foreground shadow-sm">
      <span className="text-muted-foreground [&_svg]:size-10" aria-hidden>
        {icon}
      </span>
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

/** The department of the URL, in whichever state its load is (§2.13, §8). */
export function DepartmentPage() {
  const { slug = '' } = useParams();
  const department = useDepartment(slug);
  const queryClient = useQueryClient();
  const { error } = department;

  useEffect(() => {
    if (!error || isDepartmentNotFound(error)) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // The session ended or lost agent access: the portal re-reads it and shows the login card.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return;
    }
    toast.error(m.loadFailure.title, { description: m.loadFailure.text, id: 'department-load-failure' });
  }, [error, queryClient]);

  if (department.isPending) {
    return (
      <div
        role="status"
        className="flex min-h-64 items-center justify-center gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
      >
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
        <span className="text-muted-foreground">{m.loading}</span>
      </div>
    );
  }

  if (department.isError) {
    if (isDepartmentNotFound(department.error)) {
      return <DepartmentNotice icon={<SearchX />} title={m.notFound.title} text={m.notFound.text} />;
    }
    return (
      <DepartmentNotice icon={<RefreshCw />} title={m.loadFailure.title} text={m.loadFailure.text}>
        <RetryButton onRetry={() => void department.refetch()} retrying={department.isFetching} />
      </DepartmentNotice>
    );
  }

  // Keyed by department: another department starts with a cleared search and a closed add panel.
  return <DepartmentView key={department.data.id} department={department.data} />;
}
