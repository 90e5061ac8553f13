/**
 * One resource of a department (site-and-portals.md §2.13, §7 "Storage create signed URL"): its title, a link to
 * its URL when it has one (new tab), its creation date, a Download button when it has a stored file (a signed link
 * valid 60 s, opened in a new tab) and a Delete button with confirmation.
 */
import { Download, ExternalLink, Loader2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { resourceMessages as m } from '@shared/messages/departments';
import type { DepartmentResource } from '@shared/schemas/departments';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { formatDay } from '@web/lib/format-date';
import { useDownloadResource } from '../api/get-download-url';
import { DeleteResourceButton } from './delete-resource-button';

export interface ResourceListItemProps {
  slug: string;
  resource: DepartmentResource;
  onDeleted: () => void;
}

/** A resource row: title or link, date, Download and Delete. */
export function ResourceListItem({ slug, resource, onDeleted }: ResourceListItemProps) {
  const download = useDownloadResource();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {resource.url ? (
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold break-words text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="break-all sm:break-words">{resource.title}</span>
            <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <NewTabHint />
          </a>
        ) : (
          <p className="font-semibold break-words">{resource.title}</p>
        )}
        <p className="mt-0.5 text-sm text-muted-foreground">
          {m.added} <time dateTime={resource.createdAt}>{formatDay(resource.createdAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {resource.hasFile && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(resource.id, {
                onError: () => toast.error(m.downloadFailure.title, { description: m.downloadFailure.text }),
              })
            }
          >
            {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
            {m.download}
            <span className="sr-only"> {resource.title}</span>
          </Button>
        )}
        <DeleteResourceButton slug={slug} resource={resource} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
