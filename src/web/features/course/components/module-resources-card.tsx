/**
 * The downloadable resources of a module page (training-program.md §2 "Downloadable resources list"), with an
 * empty state until the module has files.
 */
import { Download, FileText } from 'lucide-react';
import { learningModuleMessages as m } from '@shared/messages/learning';
import type { ModuleResource } from '@shared/schemas/learning';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

export function ModuleResourcesCard({ resources }: { resources: ModuleResource[] }) {
  return (
    <Card id="resources" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{m.resourcesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {resources.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noResources}</p>
        ) : (
          <ul className="divide-y divide-border">
            {resources.map((resource) => (
              <li key={resource.id} className="flex items-start gap-3 py-3">
                <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <a
                    href={resource.url}
                    download
                    className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {resource.title}
                    <span className="text-xs text-muted-foreground">({resource.fileType})</span>
                    <Download aria-hidden className="size-4" />
                  </a>
                  {resource.description && (
                    <p className="text-sm text-muted-foreground">{resource.description}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
