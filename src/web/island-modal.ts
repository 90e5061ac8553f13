/**
 * Modal islands (docs/decisions/0004, "Islands"): an island holding a modal dialog on screen (the splash until the
 * visitor enters) covers the page, so the whole page's interaction starts it and its key presses are its own
 * (entry-islands.ts).
 */

/**
 * Whether `island` holds a modal dialog on screen (the splash until the visitor enters). Asked of the styles only
 * (`checkVisibility`), not of the layout: the entry runs while the page's first frames are still being made, and a
 * forced layout of the whole page then is a long task on a slow phone.
 */
export function isModal(island: HTMLElement): boolean {
  const dialog = island.querySelector('[aria-modal="true"]');
  if (dialog === null) return false;
  return typeof dialog.checkVisibility === 'function'
    ? dialog.checkVisibility()
    : dialog.getClientRects().length > 0;
}
