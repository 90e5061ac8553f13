/** Where an autosaved text stands (the notes and the worksheet answers, `useAutosavedText`). */
export type AutosaveStatus = 'saved' | 'saving' | 'unsaved' | 'failed';

/** A save running wins; then a failed last save (nothing typed since); then changes not saved yet; else saved. */
export function autosaveStatus(state: { saving: boolean; failed: boolean; dirty: boolean }): AutosaveStatus {
  if (state.saving) return 'saving';
  if (state.failed) return 'failed';
  return state.dirty ? 'unsaved' : 'saved';
}
