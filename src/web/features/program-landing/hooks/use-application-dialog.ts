/**
 * The open state of the application dialog (training-program.md §2 items 1-2): every APPLY NOW button opens the
 * same dialog, and closing it returns focus to the button that opened it. The dialog's code loads on the first
 * open (`requested`), so the landing page stays light.
 */
import { useCallback, useRef, useState, type MouseEvent } from 'react';

/** What the page's APPLY NOW buttons and the dialog share. */
export interface ApplicationDialogState {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Whether it was ever opened: its code is loaded from then on, and its input kept while it is closed. */
  requested: boolean;
  /** Opens the dialog from a button, which takes focus back when the dialog closes. */
  openFrom: (event: MouseEvent<HTMLElement>) => void;
  /** Opens or closes the dialog (Radix's `onOpenChange`). */
  setOpen: (open: boolean) => void;
  /** Moves focus back to the button that opened the dialog. */
  returnFocus: () => void;
}

export function useApplicationDialog(): ApplicationDialogState {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openFrom = useCallback((event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setRequested(true);
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => opener.current?.focus(), []);
  return { open, requested, openFrom, setOpen, returnFocus };
}
