/**
 * A moment of a track (issue 38 item 1; docs/decisions/0022): how a time in a version is written (`m:ss`, as the
 * player, the comments and the feedback email show it) and the address of the track's page at that moment, which
 * the feedback email links to and the track's page reads back (`/tracks/{id}?v=N&t=SECONDS`).
 */

/**
 * Formats `ms` as the player shows it, e.g. 12_400 → '0:12', 75_000 → '1:15', 3_725_000 → '1:02:05'.
 *
 * @param ms - a time in milliseconds; negative or not finite counts as 0.
 */
export function formatPosition(ms: number): string {
  const total = wholeSeconds(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** `ms` in whole seconds, rounded down (the second {@link formatPosition} shows); negative or not finite is 0. */
function wholeSeconds(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
}

/**
 * The path of the track's page opened at a moment: version `versionNumber`, `positionMs` rounded down to the second
 * (the second the comment shows), e.g. `/tracks/abc?v=2&t=83`.
 */
export function trackMomentPath(trackId: string, versionNumber: number, positionMs: number): string {
  return `/tracks/${trackId}?v=${versionNumber}&t=${wholeSeconds(positionMs)}`;
}

/** The moment a track page's address asks for ({@link trackMomentPath}); each part null when missing or not valid. */
export interface TrackMoment {
  /** The version number, from 1. */
  versionNumber: number | null;
  /** Where to start, ms. */
  positionMs: number | null;
}

/** Reads `?v=N&t=SECONDS` from a track page's query string; anything else is ignored (null). */
export function readTrackMoment(search: string): TrackMoment {
  const params = new URLSearchParams(search);
  const whole = (value: string | null, min: number) =>
    value !== null && /^\d{1,9}$/.test(value) && Number(value) >= min ? Number(value) : null;
  const seconds = whole(params.get('t'), 0);
  return { versionNumber: whole(params.get('v'), 1), positionMs: seconds === null ? null : seconds * 1000 };
}
