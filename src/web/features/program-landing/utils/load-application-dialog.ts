/**
 * Loading the application dialog's code (training-program.md §2 item 2): a chunk of its own (the dialog, the form
 * and its schema), fetched when a visitor points at or focuses an APPLY NOW button, or at the latest on the first
 * click, so the landing page itself stays light.
 */

/** Imports the dialog's chunk (the browser fetches it once; later calls share it). */
export const loadApplicationDialog = () => import('../components/application-dialog');

/** Starts loading the dialog's code ahead of the first click; safe to call any number of times. */
export function preloadApplicationDialog(): void {
  void loadApplicationDialog().catch(() => {
    // A failed preload is retried by the click that needs it.
  });
}
