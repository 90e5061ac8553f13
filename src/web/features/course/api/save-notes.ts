/** The learner's notes on a module (training-program.md §2 item 5 "Your Notes with Save Notes", §3 notes). */
import type { QueryClient } from '@tanstack/react-query';
import { notesAnswerSchema, type NotesAnswer } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { updateCachedModule } from './get-module';

/**
 * `PUT /api/learning/modules/:moduleId/notes` with the whole text: the saved text and when it was saved. With
 * `keepalive`, the request outlives the page (the learner is leaving with changes not saved yet).
 *
 * @throws {ApiError} 400 `validation_failed` with `fields.notes` over `NOTES_MAX_LENGTH`, 404, 401/403, or status 0.
 */
export async function saveNotes(
  moduleId: string,
  notes: string,
  options: { keepalive?: boolean } = {},
): Promise<NotesAnswer> {
  return answerOf(
    api.PUT('/learning/modules/{moduleId}/notes', {
      params: { path: { moduleId } },
      body: { notes },
      keepalive: options.keepalive,
    }),
    notesAnswerSchema,
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
  answer: NotesAnswer,
): void {
  updateCachedModule(queryClient, moduleId, (view) => ({
    ...view,
    notes: { text: notes, savedAt: answer.notesSavedAt },
  }));
}
