/** Where comment markers sit, and a version's open comments (times: @shared/track-moments). */

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
