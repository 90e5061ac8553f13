/**
 * The learner's answer to one worksheet prompt, saved as they type (issue "One course": the worksheet answered in
 * the app, in either view). The answers count as the worksheet done once every prompt has one and the worksheet's
 * Mark Complete is pressed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { moduleStateSchema, type ModuleState } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { cacheModuleState, updateCachedModule } from './get-module';

/**
 * `PUT /api/learning/modules/:moduleId/worksheet/answers/:promptIndex` with `{ answer }` (may be empty): the
 * caller's facts and what completion needs. With `keepalive`, the request outlives the page.
 *
 * @param promptIndex - 0-based.
 * @throws {ApiError} 400 `validation_failed` with `fields.answer` over `WORKSHEET_ANSWER_MAX_LENGTH`, 404
 *   `no_worksheet`, 403, or status 0.
 */
export async function saveWorksheetAnswer(
  moduleId: string,
  promptIndex: number,
  answer: string,
  options: { keepalive?: boolean } = {},
): Promise<ModuleState> {
  return answerOf(
    api.PUT('/learning/modules/{moduleId}/worksheet/answers/{promptIndex}', {
      params: { path: { moduleId, promptIndex } },
      body: { answer },
      keepalive: options.keepalive,
    }),
    moduleStateSchema,
  );
}

/** Writes a saved answer and the answer's facts into the module's cached view. */
export function cacheWorksheetAnswer(
  queryClient: QueryClient,
  moduleId: string,
  promptIndex: number,
  answer: string,
  state: ModuleState,
): void {
  cacheModuleState(queryClient, moduleId, state);
  updateCachedModule(queryClient, moduleId, (view) =>
    view.worksheet
      ? {
          ...view,
          worksheet: {
            ...view.worksheet,
            answers: view.worksheet.answers.map((saved, index) => (index === promptIndex ? answer : saved)),
          },
        }
      : view,
  );
}
