/**
 * The Modules tab's data (training-program.md §2 item 6, §7 "Admin": a module's video_url or worksheet_url, set by
 * id in modules): `GET /api/admin/modules` and `PUT /api/admin/modules/:moduleId/video|worksheet`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminModuleAnswerSchema, adminModuleListSchema, type AdminModule } from '@shared/schemas/admin';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * The active modules by month, with where their video and worksheet are and their quiz.
 *
 * @throws {ApiError} 401/403 without an admin's session, or status 0 on a network failure.
 */
async function listAdminModules(): Promise<AdminModule[]> {
  return (await answerOf(api.GET('/admin/modules'), adminModuleListSchema)).modules;
}

/** The module list query. */
export function useAdminModules() {
  return useQuery({ queryKey: adminQueryKeys.modules, queryFn: listAdminModules });
}

/** What {@link setModuleFile} sends: the module, which file, and a bucket file's name or null to remove it. */
interface SetModuleFileInput {
  moduleId: string;
  kind: 'video' | 'worksheet';
  fileName: string | null;
}

/**
 * Sets or removes a module's video or worksheet.
 *
 * @throws {ApiError} 404 `module_not_found` / `file_not_found`, 400, 401/403, or status 0.
 */
async function setModuleFile({ moduleId, kind, fileName }: SetModuleFileInput): Promise<AdminModule> {
  const init = { params: { path: { moduleId } }, body: { fileName } };
  const call =
    kind === 'video'
      ? api.PUT('/admin/modules/{moduleId}/video', init)
      : api.PUT('/admin/modules/{moduleId}/worksheet', init);
  return (await answerOf(call, adminModuleAnswerSchema)).module;
}

/** The set-file mutation; afterwards the module lists (the admin's and the learners') reload. */
export function useSetModuleFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setModuleFile,
    onSettled: async () => {
      await Promise.all(
        [adminQueryKeys.modules, ...learnerQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
