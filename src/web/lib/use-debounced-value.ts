import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs` (e.g. a search box sent to the server after the user pauses
 * typing, site-and-portals.md §5 "Resources").
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
