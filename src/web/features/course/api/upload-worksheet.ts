/**
 * The learner's filled worksheet, uploaded (issue "One course": a worksheet counts as done when every prompt is
 * answered or a filled worksheet is uploaded): pdf, doc or docx up to `WORKSHEET_MAX_BYTES`, replacing the one
 * uploaded before.
 */
import { useQueryClient } from '@tanstack/react-query';
import { moduleStateSchema, type ModuleState } from '@shared/schemas/learning';
import { sendForm } from '@web/lib/api-client';
import { useUploadMutation, type UploadRequestOptions } from '@web/lib/use-upload-mutation';
import { cacheModuleState, moduleQueryKey } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/worksheet/upload` (multipart, field `file`): the caller's facts and what
 * completion needs.
 *
 * @throws {ApiError} 415/413/400 for a file the worksheet rules refuse, 404 `no_worksheet`, 403, or status 0.
 */
async function uploadWorksheet(
  moduleId: string,
  file: File,
  options: Partial<UploadRequestOptions> = {},
): Promise<ModuleState> {
  const form = new FormData();
  form.append('file', file);
  return sendForm('post', '/learning/modules/{moduleId}/worksheet/upload', { path: { moduleId } }, form, {
    schema: moduleStateSchema,
    ...options,
  });
}

/** The upload mutation, with its progress; the module's view is read again for the file's name and address. */
export function useUploadWorksheet(moduleId: string) {
  const queryClient = useQueryClient();
  return useUploadMutation({
    send: (file: File, options: UploadRequestOptions) => uploadWorksheet(moduleId, file, options),
    onSuccess: async (state) => {
      cacheModuleState(queryClient, moduleId, state);
      await queryClient.invalidateQueries({ queryKey: moduleQueryKey(moduleId) });
    },
  });
}
