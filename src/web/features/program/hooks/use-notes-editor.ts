/**
 * Notes that never lose a word (training-program.md §2 item 5 "Your Notes with Save Notes"; issue "Members program"
 * item 6): the text the artist types is theirs until the server has it. It is saved by Save Notes and on its own
 * {@link NOTES_AUTOSAVE_DELAY_MS} after typing stops; one save runs at a time and a change typed meanwhile is saved
 * right after; a failed save keeps the text and says 'Failed to save notes'; text over the limit is checked in the
 * browser with the same schema as the server's and not sent. Leaving the page with changes not saved warns
 * (`useLeaveGuard`), and if the artist leaves anyway the changes are still sent, as a request that outlives the
 * page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTES_AUTOSAVE_DELAY_MS } from '@shared/limits/program';
import { programModuleMessages } from '@shared/messages/program';
import { programNotesBodySchema } from '@shared/schemas/program';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { cacheSavedNotes, saveProgramNotes } from '../api/save-notes';

/** Where the notes stand: as saved, being saved, changed since the last save, or the last save failed. */
export type NotesStatus = 'saved' | 'saving' | 'unsaved' | 'failed';

/** What the editor needs. */
export interface NotesEditorOptions {
  moduleId: string;
  /** The notes as last saved (the module view's). */
  initialNotes: string;
}

/** The message of the notes schema for `text`, or null when the server would take it. */
function notesProblem(text: string): string | null {
  const result = programNotesBodySchema.safeParse({ notes: text });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The notes editor's state (see the module comment).
 *
 * @returns `text` and `setText(next)`, `save()` (Save Notes: now, not waiting for the pause), `status`, `problem`
 *   (the size message, or null) and `dirty` (the text differs from the saved one).
 */
export function useNotesEditor({ moduleId, initialNotes }: NotesEditorOptions) {
  const queryClient = useQueryClient();
  const [text, setTextState] = useState(initialNotes);
  /** The text the server has. */
  const [savedText, setSavedText] = useState(initialNotes);
  const [saving, setSaving] = useState(false);
  /** The last save failed, and nothing was typed since. */
  const [failed, setFailed] = useState(false);
  const problem = notesProblem(text);
  const dirty = text !== savedText;
  /** The save running, if any (a ref too, so a second click before the next render sends nothing twice). */
  const inFlight = useRef<Promise<unknown> | null>(null);
  const mounted = useRef(false);

  const save = useCallback(() => {
    if (inFlight.current || text === savedText || notesProblem(text) !== null) return;
    setSaving(true);
    setFailed(false);
    const notes = text;
    inFlight.current = saveProgramNotes(moduleId, notes)
      .then((answer) => {
        cacheSavedNotes(queryClient, moduleId, notes, answer);
        if (!mounted.current) return;
        setSavedText(notes);
      })
      .catch(() => {
        if (mounted.current) setFailed(true);
      })
      .finally(() => {
        inFlight.current = null;
        if (mounted.current) setSaving(false);
      });
  }, [moduleId, queryClient, text, savedText]);

  const setText = useCallback((next: string) => {
    setTextState(next);
    setFailed(false);
  }, []);

  // Autosave: once typing has paused, and again after a save if more was typed meanwhile. After a failure it waits
  // for the next change (or Save Notes) instead of retrying in a loop.
  useEffect(() => {
    if (!dirty || saving || failed || problem !== null) return;
    const timer = window.setTimeout(save, NOTES_AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, saving, failed, problem, save]);

  // Leaving (another page of the app, or closing the tab): what is not saved yet goes out as a keepalive request.
  const unsaved = useRef({ text, savedText });
  useEffect(() => {
    unsaved.current = { text, savedText };
  }, [text, savedText]);
  useEffect(() => {
    mounted.current = true;
    /** Sends the text not saved yet; `after` is a save still running, which the newer text must follow. */
    const sendWhatIsLeft = (after: Promise<unknown> | null) => {
      const { text: notes, savedText: saved } = unsaved.current;
      if (notes === saved || notesProblem(notes) !== null) return;
      const send = () =>
        saveProgramNotes(moduleId, notes, { keepalive: true })
          .then((answer) => cacheSavedNotes(queryClient, moduleId, notes, answer))
          .catch(() => {
            // The page is gone; the warning before leaving said the notes were not saved.
          });
      void (after ? after.finally(send) : send());
    };
    // The tab is closing: no time to wait for a save in flight.
    const onPageHide = () => sendWhatIsLeft(null);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', onPageHide);
      // Another page of the app: the app lives on, so the newer text follows the save in flight.
      sendWhatIsLeft(inFlight.current);
    };
  }, [moduleId, queryClient]);

  useLeaveGuard(dirty || saving, programModuleMessages.notesLeaveWarning);

  const status: NotesStatus = saving ? 'saving' : failed ? 'failed' : dirty ? 'unsaved' : 'saved';
  return { text, setText, save, status, problem, dirty };
}
