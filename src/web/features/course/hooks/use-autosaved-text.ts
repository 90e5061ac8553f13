/**
 * Text that never loses a word (training-program.md §2 item 5 "Your Notes with Save Notes"; issue "Members program"
 * item 6; issue "One course": the worksheet answered in the app): what the learner types is theirs until the server
 * has it. It is saved on request (Save Notes, or before the worksheet's Mark Complete) and on its own
 * {@link AUTOSAVE_DELAY_MS} after typing stops; one save runs at a time and a change typed meanwhile is saved right
 * after; a failed save keeps the text and says so; text the shared schema refuses (e.g. over its length) is not
 * sent. If the learner leaves with changes not saved, they are still sent, as a request that outlives the page.
 * The caller warns before leaving (`useLeaveGuard`) with its own text, once for all its fields.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS } from '@shared/limits/learning';
import { autosaveStatus } from '../utils/autosave-status';

/** What the hook needs. */
export interface AutosavedTextOptions<TAnswer> {
  /** The text as last saved (the module view's). */
  initialText: string;
  /** The shared schema's message for `text`, or null when the server would take it. */
  problemOf: (text: string) => string | null;
  /** Sends `text`; with `keepalive`, the request must outlive the page. */
  send: (text: string, options: { keepalive?: boolean }) => Promise<TAnswer>;
  /** Called after a save with the text sent and the answer (also once the page is gone, e.g. to cache it). */
  onSaved?: (text: string, answer: TAnswer) => void;
}

/**
 * The editor's state (see the module comment).
 *
 * @returns `text` and `setText(next)`, `save()` (now, not waiting for the pause; resolves true once the text shown
 *   is saved), `status`, `problem` (the schema's message, or null) and `dirty` (the text differs from the saved one).
 */
export function useAutosavedText<TAnswer>({
  initialText,
  problemOf,
  send,
  onSaved,
}: AutosavedTextOptions<TAnswer>) {
  const [text, setTextState] = useState(initialText);
  /** The text the server has. */
  const [savedText, setSavedText] = useState(initialText);
  const [saving, setSaving] = useState(false);
  /** The last save failed, and nothing was typed since. */
  const [failed, setFailed] = useState(false);
  /** The same texts for the callbacks and the listeners, current without waiting for a render. */
  const latest = useRef({ text: initialText, savedText: initialText });
  /** The save running, if any. */
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(false);
  // The caller's functions may change on every render; the callbacks below read the latest ones.
  const callbacks = useRef({ problemOf, send, onSaved });
  useEffect(() => {
    callbacks.current = { problemOf, send, onSaved };
  }, [problemOf, send, onSaved]);

  const problem = problemOf(text);
  const dirty = text !== savedText;

  const save = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const next = latest.current.text;
    if (next === latest.current.savedText) return true;
    if (callbacks.current.problemOf(next) !== null) return false;
    setSaving(true);
    setFailed(false);
    let saved = false;
    const run = callbacks.current
      .send(next, {})
      .then((answer) => {
        saved = true;
        latest.current.savedText = next;
        callbacks.current.onSaved?.(next, answer);
        if (mounted.current) setSavedText(next);
      })
      .catch(() => {
        if (mounted.current) setFailed(true);
      })
      .finally(() => {
        inFlight.current = null;
        if (mounted.current) setSaving(false);
      });
    inFlight.current = run;
    await run;
    return saved && latest.current.text === next;
  }, []);

  const setText = useCallback((next: string) => {
    latest.current.text = next;
    setTextState(next);
    setFailed(false);
  }, []);

  // Autosave: once typing has paused (each change restarts the wait), and again after a save if more was typed
  // meanwhile. After a failure it waits for the next change (or a save on request) instead of retrying in a loop.
  useEffect(() => {
    if (!dirty || saving || failed || problem !== null) return;
    const timer = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, dirty, saving, failed, problem, save]);

  // Leaving (another page of the app, or closing the tab): what is not saved yet goes out as a keepalive request.
  useEffect(() => {
    mounted.current = true;
    /** Sends the text not saved yet; `after` is a save still running, which the newer text must follow. */
    const sendWhatIsLeft = (after: Promise<void> | null) => {
      const { text: left, savedText: saved } = latest.current;
      if (left === saved || callbacks.current.problemOf(left) !== null) return;
      const sendLeft = () =>
        callbacks.current
          .send(left, { keepalive: true })
          .then((answer) => callbacks.current.onSaved?.(left, answer))
          .catch(() => {
            // The page is gone; the warning before leaving said the text was not saved.
          });
      void (after ? after.finally(sendLeft) : sendLeft());
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
  }, []);

  return { text, setText, save, status: autosaveStatus({ saving, failed, dirty }), problem, dirty };
}
