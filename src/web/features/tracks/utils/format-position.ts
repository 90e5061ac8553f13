/** Times on the player and the comments: `m:ss` (or `h:mm:ss` past an hour), whole seconds rounded down. */

/**
 * Formats `ms` as the player shows it, e.g. 12_400 → '0:12', 75_000 → '1:15', 3_725_000 → '1:02:05'.
 *
 * @param ms - a time in milliseconds; negative or not finite counts as 0.
 */
export function formatPosition(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Where a comment at `positionMs` sits along a version of `durationMs`, in percent (0-100), for its marker.
 *
 * @returns 0 for a version without a duration.
 */
export function markerPercent(positionMs: number, durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.min(100, Math.max(0, (positionMs / durationMs) * 100));
}

/** The number of open (unresolved) comments of a version. */
export function openCount(version: { commentCount: number; resolvedCount: number }): number {
  return Math.max(0, version.commentCount - version.resolvedCount);
}
