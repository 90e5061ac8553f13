/**
 * The Modules tab (training-program.md §2 item 6 "Modules", §7 "Admin": a module's video_url or worksheet_url, set by
 * id in modules, §8 'Failed to load admin data', 'Video updated successfully', 'Failed to update video', 'Worksheet
 * updated successfully', 'Failed to update worksheet'; issue "Staff operations" item 5): each module by month with its
 * title, description and introduction (editable, docs/decisions/0017) and its training video and worksheet, either
 * chosen from the files of program-videos and program-worksheets, shown by their display names.
 */
import { adminMessages as m, adminModuleMessages as t } from '@shared/messages/admin';
import { programDashboardMessages } from '@shared/messages/program';
import { useBucketFiles } from '../api/bucket-files';
import { useAdminModules } from '../api/modules';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { ModuleFilePicker } from './module-file-picker';
import { ModuleTexts } from './module-texts';

export function ModulesTab() {
  const modules = useAdminModules();
  const videos = useBucketFiles('program-videos');
  const worksheets = useBucketFiles('program-worksheets');

  return (
    <section aria-labelledby="admin-modules-heading" className="space-y-4">
      <div>
        <h2 id="admin-modules-heading" className="text-xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-muted-foreground">{t.description}</p>
      </div>
      {modules.isError || videos.isError || worksheets.isError ? (
        <LoadFailure
          text={m.loadFailure}
          onRetry={() => {
            for (const query of [modules, videos, worksheets]) if (query.isError) void query.refetch();
          }}
          retrying={modules.isFetching || videos.isFetching || worksheets.isFetching}
        />
      ) : !modules.data ? (
        <Loading label={m.loading} />
      ) : modules.data.length === 0 ? (
        <p className="text-muted-foreground">{t.empty}</p>
      ) : (
        <ol className="grid gap-4 lg:grid-cols-2">
          {modules.data.map((module) => (
            <li key={module.id} className="rounded-xl border p-4 sm:p-6">
              <h3 className="text-lg font-semibold">
                <span className="text-muted-foreground">
                  {programDashboardMessages.month(module.monthNumber)}:
                </span>{' '}
                {module.title}
              </h3>
              <div className="mt-4 grid gap-4">
                <ModuleTexts module={module} />
                <ModuleFilePicker module={module} kind="video" files={videos.data?.files} />
                <ModuleFilePicker module={module} kind="worksheet" files={worksheets.data?.files} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
