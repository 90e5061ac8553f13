import { useEffect, useRef } from 'react';

/**
 * The focus back on a list's link once the list's `data` is there: the link of the row whose detail was just
 * closed. Returns the ref callback of each row's link, by the row's id.
 */
export function useReturnFocus(focusId: string | null, data: unknown, onFocused: () => void) {
  const links = useRef(new Map<string, HTMLAnchorElement>());
  useEffect(() => {
    if (!focusId || !data) return;
    links.current.get(focusId)?.focus();
    onFocused();
  }, [focusId, data, onFocused]);
  return (id: string) => (element: HTMLAnchorElement | null) => {
    if (element) links.current.set(id, element);
    else links.current.delete(id);
  };
}
