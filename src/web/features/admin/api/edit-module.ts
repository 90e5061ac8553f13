/**
 * Editing a module's texts in the Modules tab (issue "Staff operations" item 5; docs/decisions/0017): `PATCH
 * /api/admin/modules/:moduleId` with its title, description and introduction; a restart keeps them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminModuleAnswerSchema, type AdminModule, type EditModuleBody } from '@shared/schemas/admin';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * Sets the texts `body` names of module `moduleId`.
 *
 * @returns the module as the Modules tab shows it.
 * @throws {ApiError} 400 (`fields.title`, `fields.description`, `fields.introduction`), 404 `module_not_found`,
 *   401/403, or status 0.
 */
async function editModuleTexts(moduleId: string, body: EditModuleBody): Promise<AdminModule> {
  return (
    await answerOf(
      api.PATCH('/admin/modules/{moduleId}', { params: { path: { moduleId } }, body }),
      adminModuleAnswerSchema,
    )
  ).module;
}

/** The edit mutation of module `moduleId`; afterwards the module lists (the admin's and the learners') reload. */
export function useEditModuleTexts(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditModuleBody) => editModuleTexts(moduleId, body),
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.modules, adminQueryKeys.quizzes, ...learnerQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
