/**
 * The application dialog, loaded on first use (training-program.md §2 item 2; ../utils/load-application-dialog):
 * nothing is rendered, or downloaded, until an APPLY NOW button asks for it.
 */
import { lazy, Suspense } from 'react';
import type { ApplicationDialogState } from '../hooks/use-application-dialog';
import { loadApplicationDialog } from '../utils/load-application-dialog';

const ApplicationDialog = lazy(loadApplicationDialog);

/** Renders the dialog once it was first asked for; nothing before. */
export function ApplicationDialogLoader({ state }: { state: ApplicationDialogState }) {
  if (!state.requested) return null;
  return (
    // Its own boundary: the page stays on screen while the chunk loads.
    <Suspense fallback={null}>
      <ApplicationDialog open={state.open} onOpenChange={state.setOpen} returnFocus={state.returnFocus} />
    </Suspense>
  );
}
