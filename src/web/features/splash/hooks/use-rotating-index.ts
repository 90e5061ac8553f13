import { useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` through `count` items, in order, wrapping around (the splash
 * background rotation of site-and-portals.md §2.3). It stays at 0 when the visitor prefers reduced motion, and the
 * timer stops when the component unmounts (the splash is dismissed). Starts at 0 on server and client alike.
 */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
