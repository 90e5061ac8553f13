/**
 * The module page opened (training-program.md §4: "opening an available module with no start time sets started_at
 * and 10", "Opening a module that is not started sets started_at and 25%"): either view's module page records the
 * `opened` step once, on load, when the server has not seen it yet.
 */
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import type { ModuleView } from '@shared/schemas/learning';
import { useRecordProgress } from '../api/record-progress';

/**
 * Records `opened` for the module once per page visit, once its view is loaded.
 *
 * @param failureText - said in a toast when the step could not be recorded.
 */
export function useOpenedStep(moduleId: string, view: ModuleView | undefined, failureText: string): void {
  const { mutate } = useRecordProgress(moduleId);
  const opened = useRef(false);
  useEffect(() => {
    if (!view || view.facts.openedAt !== null || opened.current) return;
    opened.current = true;
    mutate('opened', { onError: () => toast.error(failureText) });
  }, [view, mutate, failureText]);
}
