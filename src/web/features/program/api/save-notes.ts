/** The artist's notes on a module (training-program.md §2 item 5 "Your Notes with Save Notes", §3 notes). */
import type { QueryClient } from '@tanstack/react-query';
import {
  programNotesAnswerSchema,
  type ProgramModuleView,
  type ProgramNotesAnswer,
} from '@shared/schemas/program';
import { requestJson } from '@web/lib/api-client';
import { programModuleQueryKey } from './get-module';

/**
 * `PUT /api/program/modules/:moduleId/notes` with the whole text: the saved text and when it was saved. With
 * `keepalive`, the request outlives the page (the artist is leaving with changes not saved yet).
 *
 * @throws {ApiError} 400 `validation_failed` with `fields.notes` over `PROGRAM_NOTES_MAX_LENGTH`, 404, 401/403, or
 *   status 0.
 */
export async function saveProgramNotes(
  moduleId: string,
  notes: string,
  options: { keepalive?: boolean } = {},
): Promise<ProgramNotesAnswer> {
  return requestJson(
    'PUT',
    `/api/program/modules/${encodeURIComponent(moduleId)}/notes`,
    { notes },
    { schema: programNotesAnswerSchema, keepalive: options.keepalive },
  );
}

/**
 * Writes saved notes into the module's cached view, so the page opened again shows them before it reloads.
 *
 * @param notes - the text that was sent (what the editor compares with).
 */
export function cacheSavedNotes(
  queryClient: QueryClient,
  moduleId: string,
  notes: string,
  answer: ProgramNotesAnswer,
): void {
  queryClient.setQueryData<ProgramModuleView>(programModuleQueryKey(moduleId), (view) =>
    view ? { ...view, notes, notesSavedAt: answer.notesSavedAt } : view,
  );
}
